/** Previous and next lesson buttons, and what is offered next when a video has ended. */
import type { CourseQuiz } from '@shared/quizzes';
import type { Lesson } from '@shared/types';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function LessonNav({
  previous,
  next,
  onPlay,
}: {
  previous?: Lesson;
  next?: Lesson;
  onPlay(lesson: Lesson): void;
}) {
  return (
    <nav className="lesson-nav" aria-label="Lessons">
      <button
        type="button"
        className="btn btn--ghost lesson-nav__button"
        disabled={!previous}
        onClick={() => previous && onPlay(previous)}
        aria-keyshortcuts="Shift+P"
      >
        <span aria-hidden="true">←</span> Previous lesson
      </button>
      <button
        type="button"
        className="btn btn--ghost lesson-nav__button"
        disabled={!next}
        onClick={() => next && onPlay(next)}
        aria-keyshortcuts="Shift+N"
      >
        Next lesson <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

/**
 * Shown when the video ended: the lesson's quiz not yet passed, if it has one, then the next lesson,
 * one click away (nothing starts on its own).
 */
export function UpNext({
  courseId,
  quiz,
  next,
  onPlay,
}: {
  courseId: string;
  quiz?: CourseQuiz;
  next?: Lesson;
  onPlay(lesson: Lesson): void;
}) {
  if (quiz) {
    return (
      <div className="up-next">
        <p className="up-next__text">
          Up next: <strong>{`Quiz: ${quiz.title}`}</strong>
        </p>
        <div className="up-next__actions">
          <Link className="btn btn--primary" to={paths.quiz(courseId, quiz._id)}>
            Take the quiz
          </Link>
          {next && (
            <button type="button" className="btn btn--ghost" onClick={() => onPlay(next)}>
              Play next lesson
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="up-next">
      {next ? (
        <>
          <p className="up-next__text">
            Up next: <strong>{`Module ${next.lesson}: ${next.lessonName}`}</strong>
          </p>
          <button type="button" className="btn btn--primary" onClick={() => onPlay(next)}>
            Play next lesson
          </button>
        </>
      ) : (
        <p className="up-next__text">That was the last lesson of the course.</p>
      )}
    </div>
  );
}
