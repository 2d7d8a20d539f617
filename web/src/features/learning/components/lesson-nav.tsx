/** Previous and next lesson buttons, and the next lesson offered when a video has ended. */
import type { Lesson } from '@shared/types';

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

/** Shown when the video ended: the next lesson, one click away (it does not start on its own). */
export function UpNext({ next, onPlay }: { next?: Lesson; onPlay(lesson: Lesson): void }) {
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
