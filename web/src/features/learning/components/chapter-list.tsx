/** The course's modules: choose one to play it, tick it to mark it complete; done ones carry a check mark. */
import type { Lesson } from '@shared/types';

export function ChapterList({
  lessons,
  current,
  completed,
  pending,
  onPlay,
  onComplete,
}: {
  lessons: Lesson[];
  current: Lesson;
  completed: ReadonlySet<number>;
  /** Lessons whose completion call is running: their checkbox waits for the answer. */
  pending: ReadonlySet<number>;
  onPlay(lesson: Lesson): void;
  onComplete(lesson: Lesson, done: boolean): void;
}) {
  return (
    <ol className="chapters">
      {lessons.map((lesson) => {
        const done = completed.has(lesson.lesson);
        const playing = lesson._id === current._id;
        return (
          <li
            key={lesson._id}
            className={`chapters__item${playing ? ' is-playing' : ''}${done ? ' is-done' : ''}`}
          >
            <input
              type="checkbox"
              className="chapters__check"
              checked={done}
              disabled={pending.has(lesson.lesson)}
              onChange={() => onComplete(lesson, !done)}
              aria-label={`Module ${lesson.lesson} completed`}
            />
            <button
              type="button"
              className="chapters__play"
              onClick={() => onPlay(lesson)}
              aria-current={playing ? 'true' : undefined}
            >
              <span className="chapters__number">Module {lesson.lesson}</span>
              <span>{lesson.lessonName}</span>
              {done && (
                <span className="chapters__done">
                  <span aria-hidden="true">✓</span>
                  <span className="visually-hidden">(completed)</span>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
