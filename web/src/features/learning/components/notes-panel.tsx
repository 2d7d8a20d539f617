/**
 * Notes on the lesson being watched: the form (title up to 15, content up to 500) and the list. A
 * new note keeps the second the video was at; its time is a button that plays from there. The form
 * cuts and counts characters as the server does (`maxLength` would count UTF-16 units, an emoji as two).
 */
import { DEFAULT_NOTE_TITLE, LIMITS } from '@shared/constants';
import { formatPosition } from '@shared/learning';
import { firstCharacters, textLength } from '@shared/validation';
import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Field, TextAreaField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import type { LessonRef } from '../api';
import { useNotes } from '../hooks/use-notes';

export function NotesPanel({
  lesson,
  lessonName,
  position,
  onSeek,
}: {
  lesson: LessonRef;
  lessonName: string;
  /** The video's current second, or null when the player cannot tell. */
  position(): number | null;
  onSeek(seconds: number): void;
}) {
  const { notes, form, setForm, editing, busy, save, edit, remove, cancel } = useNotes(lesson);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(position());
  };

  return (
    <div className="notes">
      <h2 className="visually-hidden">Notes on {lessonName}</h2>
      <form className="form notes__form" onSubmit={onSubmit} aria-label={`Note on ${lessonName}`}>
        <Field
          label="Title"
          value={form.title}
          placeholder={DEFAULT_NOTE_TITLE}
          onChange={(e) => setForm({ ...form, title: firstCharacters(e.target.value, LIMITS.noteTitleMax) })}
        />
        <TextAreaField
          ref={contentRef}
          label={editing ? 'Edit your note' : 'Your note'}
          hint={`${textLength(form.content)}/${LIMITS.noteContentMax}`}
          hintClassName="notes__count"
          value={form.content}
          onChange={(e) =>
            setForm({ ...form, content: firstCharacters(e.target.value, LIMITS.noteContentMax) })
          }
        >
          {!editing && <p className="field__hint">A new note keeps the video's current time.</p>}
        </TextAreaField>
        <div className="notes__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {editing ? 'Save changes' : 'Save note'}
          </button>
          {editing && (
            <button type="button" className="btn btn--ghost" onClick={cancel}>
              Cancel
            </button>
          )}
        </div>
      </form>

      <div className="notes__saved">
        <p className="notes__notebook">
          <Link to={paths.notebook(lesson.courseId)}>Open the course notebook</Link> to see, search and export
          every note of this course.
        </p>
        {notes.length === 0 ? (
          <p className="notes__empty">No notes on this lesson yet.</p>
        ) : (
          <ul className="notes__list" aria-label="Saved notes">
            {notes.map((note) => (
              <li key={note._id} className={`note${note._id === editing ? ' is-editing' : ''}`}>
                <div className="note__head">
                  {note.position !== undefined && (
                    <button
                      type="button"
                      className="note__time"
                      onClick={() => onSeek(note.position ?? 0)}
                      aria-label={`Play from ${formatPosition(note.position)}: ${note.title}`}
                    >
                      {formatPosition(note.position)}
                    </button>
                  )}
                  <h3 className="note__title">{note.title}</h3>
                </div>
                <p className="note__content">{note.content}</p>
                <div className="note__actions">
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => {
                      edit(note);
                      contentRef.current?.focus();
                    }}
                    aria-label={`Edit note ${note.title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => void remove(note)}
                    aria-label={`Delete note ${note.title}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
