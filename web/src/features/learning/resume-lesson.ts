import type { Lesson } from '@shared/types';

/**
 * The lesson a learner carries on with: the one of their resume point while the course still has it,
 * else the first lesson not ticked complete, else the first. `lessons` are in course order.
 */
export function resumeLesson<L extends Pick<Lesson, '_id' | 'lesson'>>(
  lessons: readonly L[],
  completed: ReadonlySet<number> | readonly number[],
  lastLessonId?: string,
): L | undefined {
  const done = new Set(completed);
  return (
    lessons.find((l) => l._id === lastLessonId) ?? lessons.find((l) => !done.has(l.lesson)) ?? lessons[0]
  );
}
