/**
 * Notes on the lesson being watched: the form (title up to 15, content up to 500) and the list. A
 * new note keeps the second the video was at; its time is a button that plays from there. Counters
 * count characters as the server does; text over a limit is kept, shown in red, and not saved until
 * shortened; so is text with a character the server's text rule refuses, with its message under
 * the field. Escape or Cancel leaves editing with focus back on the note's Edit button, and after a
 * delete focus moves to the next note (or the form), so the keyboard never falls to the page's top.
 */
import { DEFAULT_NOTE_TITLE, LIMITS } from '@shared/constants';
import { formatPosition } from '@shared/learning';
import { textProblem } from '@shared/text';
import type { Note } from '@shared/types';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { Field, TextAreaField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';
import { characterCount, tooLong } from '../../../lib/character-count';
import type { LessonRef } from '../../../lib/lesson-ref';
import { MakeCard } from '../../review';
import { type OpeningNotes, useNotes } from '../hooks/use-notes';

export function NotesPanel({
  lesson,
  lessonName,
  opening,
  position,
  onSeek,
}: {
  lesson: LessonRef;
  lessonName: string;
  /** The notes the player opened with, which serve while they are this lesson's and still current. */
  opening?: OpeningNotes;
  /** The video's current second, or null when the player cannot tell. */
  position(): number | null;
  onSeek(seconds: number): void;
}) {
  const { notes, loading, form, setForm, editing, busy, save, edit, remove, cancel } = useNotes(
    lesson,
    opening,
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleCount = characterCount(form.title, LIMITS.noteTitleMax);
  const contentCount = characterCount(form.content, LIMITS.noteContentMax, 'notes__count');
  const titleProblem = titleCount.over ? tooLong('A title', LIMITS.noteTitleMax) : textProblem(form.title);
  const contentProblem = contentCount.over
    ? tooLong('A note', LIMITS.noteContentMax)
    : textProblem(form.content, { multiline: true });

  /** Focuses the Edit button of the saved note `noteId`. */
  const focusNote = (noteId: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-note="${noteId}"][data-action="edit"]`)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (titleProblem) return titleRef.current?.focus();
    if (contentProblem) return contentRef.current?.focus();
    void save(position());
  };

  const stopEditing = () => {
    const edited = editing;
    cancel();
    if (edited) focusNote(edited);
  };

  const onFormKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !editing) return;
    event.preventDefault();
    stopEditing();
  };

  const onDelete = async (note: Note, index: number) => {
    if (deleting) return;
    setDeleting(note._id);
    const gone = await remove(note);
    setDeleting(null);
    if (!gone) return;
    const neighbour = notes[index + 1] ?? notes[index - 1];
    if (neighbour) focusNote(neighbour._id);
    else contentRef.current?.focus();
  };

  return (
    <div className="notes">
      <h2 className="visually-hidden">{t('Notes on {lesson}', { lesson: lessonName })}</h2>
      <form
        className="form notes__form"
        onSubmit={onSubmit}
        onKeyDown={onFormKeyDown}
        aria-label={t('Note on {lesson}', { lesson: lessonName })}
      >
        <Field
          ref={titleRef}
          label={t('Title')}
          value={form.title}
          placeholder={DEFAULT_NOTE_TITLE}
          hint={titleCount.shown}
          hintClassName={titleCount.className || undefined}
          error={titleProblem ?? undefined}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextAreaField
          ref={contentRef}
          label={editing ? t('Edit your note') : t('Your note')}
          hint={contentCount.shown}
          hintClassName={contentCount.className}
          error={contentProblem ?? undefined}
          value={form.content}
          onChange={(e) => setForm({ ...form, content: e.target.value })}
        >
          {!editing && <p className="field__hint">{t("A new note keeps the video's current time.")}</p>}
        </TextAreaField>
        <div className="notes__actions">
          <BusyButton type="submit" className="btn btn--primary" busy={busy}>
            {editing ? t('Save changes') : t('Save note')}
          </BusyButton>
          {editing && (
            <button type="button" className="btn btn--ghost" onClick={stopEditing}>
              {t('Cancel')}
            </button>
          )}
        </div>
      </form>

      <div className="notes__saved">
        <p className="notes__notebook">
          <Trans
            id="<0>Open the course notebook</0> to see, search and export every note of this course."
            components={[<Link key="0" to={paths.notebook(lesson.courseId)} />]}
          />
        </p>
        {loading && notes.length === 0 ? (
          <p className="notes__empty" role="status">
            {t('Loading notes…')}
          </p>
        ) : notes.length === 0 ? (
          <p className="notes__empty">{t('No notes on this lesson yet.')}</p>
        ) : (
          <ul className="notes__list" aria-label={t('Saved notes')} ref={listRef}>
            {notes.map((note, index) => (
              <li key={note._id} className={`note${note._id === editing ? ' is-editing' : ''}`}>
                <div className="note__head">
                  {note.position !== undefined && (
                    <button
                      type="button"
                      className="note__time"
                      onClick={() => onSeek(note.position ?? 0)}
                      aria-label={t('Play from {time}: {title}', {
                        time: formatPosition(note.position),
                        title: note.title,
                      })}
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
                    data-note={note._id}
                    data-action="edit"
                    onClick={() => {
                      edit(note);
                      contentRef.current?.focus();
                    }}
                    aria-label={t('Edit note {title}', { title: note.title })}
                  >
                    {t('Edit')}
                  </button>
                  <BusyButton
                    type="button"
                    className="btn btn--ghost"
                    data-note={note._id}
                    data-action="delete"
                    busy={deleting === note._id}
                    onClick={() => void onDelete(note, index)}
                    aria-label={t('Delete note {title}', { title: note.title })}
                  >
                    {t('Delete')}
                  </BusyButton>
                </div>
                <MakeCard
                  note={{ courseId: lesson.courseId, lessonId: lesson.lessonId, noteId: note._id }}
                  noteTitle={note.title}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
