/**
 * A course's notebook: every note the learner took on it, by lesson in course order and by time
 * in the video, with a search and an export as a Markdown file. A note's time opens the player
 * at that second.
 */
import { formatPosition, type Notebook } from '@shared/learning';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { downloadText } from '../../../lib/download';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { CourseUnavailable } from '../components/course-unavailable';
import type { NotebookData } from '../loaders';
import { notebookFileName, notebookMarkdown } from '../notebook/notebook-markdown';
import { countNotes, searchNotebook } from '../notebook/search-notebook';
import '../learning.css';

/** The player at a lesson and second, as the notebook links to it. */
const playerAt = (courseId: string, lessonId: string, seconds: number) =>
  `${paths.play(courseId)}?${new URLSearchParams({ lesson: lessonId, t: String(Math.floor(seconds)) })}`;

export default function NotebookPage() {
  const { notebook } = useRouteData<NotebookData>();
  return (
    <PageDataView data={notebook} fallback={<PageSpinner label="Loading your notes..." />}>
      {(state) =>
        state.kind === 'ready' ? (
          <NotebookView notebook={state.data} />
        ) : (
          <CourseUnavailable
            missing={state.kind === 'missing'}
            failedTitle="Your notes could not be loaded"
          />
        )
      }
    </PageDataView>
  );
}

function NotebookView({ notebook }: { notebook: Notebook }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { course } = notebook;
  const total = countNotes(notebook.sections);
  const shown = searchNotebook(notebook.sections, query);
  const found = countNotes(shown);

  return (
    <div className="container page notebook">
      <title>{`Notebook: ${course.name} | LearnFree`}</title>
      <header className="notebook__head">
        <p className="notebook__kicker">Notebook</p>
        <h1 className="notebook__title">{course.name}</h1>
        <p className="notebook__meta">
          by {course.creator} · <Link to={paths.play(course._id)}>Back to the course</Link>
        </p>
      </header>

      {total === 0 ? (
        <p className="lead notebook__empty">
          No notes on this course yet. Take notes in the player's Notes tab: each one keeps the second of the
          video you were at.
        </p>
      ) : (
        <>
          <div className="notebook__tools">
            <div className="notebook__search">
              <label htmlFor={searchId}>Search notes</label>
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder="Title or text"
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => downloadText(notebookFileName(course), notebookMarkdown(notebook))}
            >
              Export as Markdown
            </button>
          </div>
          <p className="notebook__count" role="status">
            {query.trim()
              ? `${found} of ${total} notes match.`
              : `${total} ${total === 1 ? 'note' : 'notes'}.`}
          </p>
          {shown.map((section) => (
            <section
              key={section.lessonId}
              className="notebook__section"
              aria-labelledby={`lesson-${section.lessonId}`}
            >
              <h2 id={`lesson-${section.lessonId}`} className="notebook__lesson">
                {section.lesson === null
                  ? section.lessonName
                  : `Lesson ${section.lesson}: ${section.lessonName}`}
              </h2>
              <ul className="notes__list">
                {section.notes.map((note) => (
                  <li key={note._id} className="note">
                    <div className="note__head">
                      {note.position !== undefined && section.lesson !== null && (
                        <Link
                          className="note__time"
                          to={playerAt(course._id, section.lessonId, note.position)}
                          aria-label={`Play ${section.lessonName} from ${formatPosition(note.position)}`}
                        >
                          {formatPosition(note.position)}
                        </Link>
                      )}
                      <h3 className="note__title">{note.title}</h3>
                    </div>
                    <p className="note__content">{note.content}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
