/**
 * The course's modules: choose one to play it, tick it to mark it complete; done ones carry a check
 * mark, and ones whose video the content check found gone say "Unavailable". A module's self-check
 * quizzes follow it as rows of their own.
 */
import type { CourseQuiz } from '@shared/quizzes';
import type { Lesson } from '@shared/types';
import { Fragment } from 'react';
import { t } from '../../../i18n';
import { UnavailableMark } from '../video/unavailable-mark';
import { QuizRow, quizzesAfter } from './quiz-row';

export function ChapterList({
  courseId,
  lessons,
  quizzes,
  current,
  completed,
  pending,
  onPlay,
  onComplete,
}: {
  courseId: string;
  lessons: Lesson[];
  quizzes: CourseQuiz[];
  current: Lesson;
  completed: ReadonlySet<number>;
  /** Lessons whose completion call is running: their checkbox waits for the answer. */
  pending: ReadonlySet<number>;
  onPlay(lesson: Lesson): void;
  onComplete(lesson: Lesson, done: boolean): void;
}) {
  return (
    <ol className="chapters card-list">
      {lessons.map((lesson) => {
        const done = completed.has(lesson.lesson);
        const playing = lesson._id === current._id;
        return (
          <Fragment key={lesson._id}>
            <li className={`chapters__item${playing ? ' is-playing' : ''}${done ? ' is-done' : ''}`}>
              {/* The label is the tick's target: 44 px square, the smallest a finger hits reliably. */}
              <label className="chapters__tick">
                <input
                  type="checkbox"
                  className="chapters__check"
                  checked={done}
                  // Waiting, the box stays focusable (aria-disabled) and ignores presses: a disabled
                  // one would drop the focus of the learner who just ticked it.
                  aria-disabled={pending.has(lesson.lesson) || undefined}
                  onChange={() => {
                    if (!pending.has(lesson.lesson)) onComplete(lesson, !done);
                  }}
                  aria-label={t('Lesson {number} completed', { number: lesson.lesson })}
                />
              </label>
              <button
                type="button"
                className="chapters__play"
                onClick={() => onPlay(lesson)}
                aria-current={playing ? 'true' : undefined}
              >
                <span className="chapters__number">{t('Lesson {number}', { number: lesson.lesson })}</span>
                <span>{lesson.lessonName}</span>
                {lesson.unavailable && <UnavailableMark problem={lesson.unavailable} />}
                {done && (
                  <span className="chapters__done">
                    <span aria-hidden="true">✓</span>
                    <span className="visually-hidden">{t('(completed)')}</span>
                  </span>
                )}
              </button>
            </li>
            {quizzesAfter(quizzes, lesson.lesson).map((quiz) => (
              <QuizRow key={quiz._id} courseId={courseId} quiz={quiz} />
            ))}
          </Fragment>
        );
      })}
    </ol>
  );
}
