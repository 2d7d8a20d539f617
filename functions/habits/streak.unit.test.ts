/** The streak and its freeze rule: one missed day forgiven in a week whose goal was met. */
import { addDays } from '../../shared/habits';
import { type DayFigures, streakOf } from './streak';

const lesson: DayFigures = { lessons: 1, seconds: 0 };
const watched = (minutes: number): DayFigures => ({ lessons: 0, seconds: minutes * 60 });

/** Days from `first`, one letter each: L a lesson, W five minutes watched, s four minutes, . nothing. */
function history(first: string, pattern: string): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>();
  [...pattern].forEach((mark, i) => {
    const figures = { L: lesson, W: watched(5), s: watched(4) }[mark];
    if (figures) days.set(addDays(first, i), figures);
  });
  return days;
}

// 2026-11-02 is a Monday.
const MONDAY = '2026-11-02';

describe('the streak', () => {
  it('counts consecutive active days up to today; five minutes watched count, four do not', () => {
    const days = history(MONDAY, 'LsWWL');
    expect(streakOf(days, addDays(MONDAY, 4), null)).toEqual({ current: 3, best: 3 });
  });

  it('is not broken by today before the learner has done anything', () => {
    const days = history(MONDAY, 'LLL');
    expect(streakOf(days, addDays(MONDAY, 3), null)).toEqual({ current: 3, best: 3 });
  });

  it('ends with a missed day without a goal, and keeps the best', () => {
    const days = history(MONDAY, 'LLLL.LL');
    expect(streakOf(days, addDays(MONDAY, 6), null)).toEqual({ current: 2, best: 4 });
  });

  // A week of lessons (L) and missed days (.), on its Sunday, with a goal of lessons per week.
  it.each([
    ['forgives one missed day in a week whose goal was met, without counting it', 'LLL.LLL', 5, 6, 6],
    ['forgives only one missed day a week', 'LL.L.LL', 3, 2, 3],
    ['forgives nothing in a week whose goal was not met', 'LLL.LLL', 7, 3, 3],
  ])('%s', (_, week, lessonsPerWeek, current, best) => {
    expect(streakOf(history(MONDAY, week), addDays(MONDAY, 6), { lessonsPerWeek })).toEqual({
      current,
      best,
    });
  });

  it('measures a minutes goal in whole minutes watched', () => {
    const days = history(MONDAY, 'WW.WW');
    expect(streakOf(days, addDays(MONDAY, 4), { minutesPerWeek: 20 })).toEqual({ current: 4, best: 4 });
    expect(streakOf(days, addDays(MONDAY, 4), { minutesPerWeek: 21 })).toEqual({ current: 2, best: 2 });
  });

  it('is zero for a learner with no activity', () => {
    expect(streakOf(new Map(), MONDAY, { lessonsPerWeek: 1 })).toEqual({ current: 0, best: 0 });
  });
});
