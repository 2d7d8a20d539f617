import { nextLesson } from './learning';

const lessons = [1, 2, 3, 4].map((n) => ({ _id: `lesson-${n}`, lesson: n }));
const next = (completed: number[], lastLessonId?: string) =>
  nextLesson(lessons, completed, lastLessonId)?.lesson;

describe('the lesson to watch next', () => {
  it('is the first lesson for a course not started', () => expect(next([])).toBe(1));
  it('moves on from a ticked resumed lesson to the next open one', () =>
    expect(next([1, 2, 3], 'lesson-2')).toBe(4));
  it('is the resumed lesson itself when it is open', () => expect(next([1], 'lesson-3')).toBe(3));
  it('moves on past ticked lessons after the resumed one', () => expect(next([3, 4], 'lesson-3')).toBe(1));
  it('is the first open lesson when the resumed lesson is gone from the course', () =>
    expect(next([1], 'lesson-9')).toBe(2));
  it('is none once every lesson is ticked', () => expect(next([1, 2, 3, 4], 'lesson-2')).toBeUndefined());
  it('is never a lesson whose video cannot be watched', () => {
    const withGone = lessons.map((l) => (l.lesson === 2 ? { ...l, unavailable: 'removed' as const } : l));
    expect(nextLesson(withGone, [1], 'lesson-1')?.lesson).toBe(3);
    expect(nextLesson(withGone, [1, 3, 4])).toBeUndefined();
  });
});
