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
import { MakeCard } from '../../review';
import { CourseUnavailable } from '../components/course-unavailable';
import type { NotebookData } from '../loaders';
import { notebookFileName, notebookMarkdown } from '../notebook/notebook-markdown';
import { countNotes, searchNotebook } from '../notebook/search-notebook';
import '../learning.css';
import { t } from '../../../i18n';

export default function NotebookPage() {
  const { notebook } = useRouteData<NotebookData>();
  return (
    <PageDataView data={notebook} fallback={<PageSpinner label={t('Loading your notes...')} />}>
      {(state) =>
        state.kind === 'ready' ? (
          <NotebookView notebook={state.data} />
        ) : (
          <CourseUnavailable
            missing={state.kind === 'missing'}
            failedTitle={t('Your notes could not be loaded')}
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
      <title>{t('Notebook: {course} | LearnFree', { course: course.name })}</title>
      <header className="notebook__head">
        <p className="notebook__kicker">{t('Notebook')}</p>
        <h1 className="notebook__title">{course.name}</h1>
        <p className="notebook__meta">
          {t('by {creator}', { creator: course.creator })} ·{' '}
          <Link to={paths.play(course._id)}>{t('Back to the course')}</Link>
        </p>
      </header>

      {total === 0 ? (
        <p className="lead notebook__empty">
          {t(
            "No notes on this course yet. Take notes in the player's Notes tab: each one keeps the second of the video you were at.",
          )}
        </p>
      ) : (
        <>
          <div className="notebook__tools">
            <div className="notebook__search">
              <label htmlFor={searchId}>{t('Search notes')}</label>
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t('Title or text')}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => downloadText(notebookFileName(course), notebookMarkdown(notebook))}
            >
              {t('Export as Markdown')}
            </button>
          </div>
          <p className="notebook__count" role="status">
            {query.trim()
              ? t('{found} of {total} notes match.', { found, total })
              : t('{count, plural, one {# note.} other {# notes.}}', { count: total })}
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
                  : t('Lesson {number}: {lesson}', { number: section.lesson, lesson: section.lessonName })}
              </h2>
              <ul className="notes__list">
                {section.notes.map((note) => (
                  <li key={note._id} className="note">
                    <div className="note__head">
                      {note.position !== undefined && section.lesson !== null && (
                        <Link
                          className="note__time"
                          to={paths.playAt(course._id, section.lessonId, note.position)}
                          aria-label={t('Play {lesson} from {time}', {
                            lesson: section.lessonName,
                            time: formatPosition(note.position),
                          })}
                        >
                          {formatPosition(note.position)}
                        </Link>
                      )}
                      <h3 className="note__title">{note.title}</h3>
                    </div>
                    <p className="note__content">{note.content}</p>
                    <MakeCard
                      note={{ courseId: course._id, lessonId: section.lessonId, noteId: note._id }}
                      noteTitle={note.title}
                    />
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
