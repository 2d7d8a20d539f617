/** Previous and next lesson buttons, and what is offered next when a video has ended. */
import type { CourseQuiz } from '@shared/quizzes';
import type { Lesson } from '@shared/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * On a phone the buttons read "Previous" and "Next" (lesson-nav__more); their names stay whole, so
 * a screen reader still says "Previous lesson".
 */
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
      <StepButton to={previous} onPlay={onPlay} shortcut="Shift+P" name="Previous lesson">
        <span aria-hidden="true">←</span>
        <span>
          Previous<span className="lesson-nav__more"> lesson</span>
        </span>
      </StepButton>
      <StepButton to={next} onPlay={onPlay} shortcut="Shift+N" name="Next lesson">
        <span>
          Next<span className="lesson-nav__more"> lesson</span>
        </span>
        <span aria-hidden="true">→</span>
      </StepButton>
    </nav>
  );
}

/** Plays the lesson `to`; off at either end of the course, where there is none. */
function StepButton({
  to,
  onPlay,
  shortcut,
  name,
  children,
}: {
  to: Lesson | undefined;
  onPlay(lesson: Lesson): void;
  shortcut: string;
  /** The whole name, whatever part of the text a narrow screen shows. */
  name: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost lesson-nav__button"
      disabled={!to}
      onClick={() => to && onPlay(to)}
      aria-keyshortcuts={shortcut}
      aria-label={name}
    >
      {children}
    </button>
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
      <div className="spread-row up-next">
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
    <div className="spread-row up-next">
      {next ? (
        <>
          <p className="up-next__text">
            Up next: <strong>{`Lesson ${next.lesson}: ${next.lessonName}`}</strong>
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
