/** A learner's habit progress as the server answers it, for the web tests that show it. */
import { addDays, GRID_DAYS, type HabitProgress } from '@shared/habits';

/** No goal and nothing done on any day of the grid, which ends on `today`; `overrides` on top. */
export function habitProgress(today: string, overrides: Partial<HabitProgress> = {}): HabitProgress {
  const days = Array.from({ length: GRID_DAYS }, (_, i) => ({
    date: addDays(today, i - (GRID_DAYS - 1)),
    lessons: 0,
    minutes: 0,
  }));
  return {
    goal: null,
    timeZone: 'UTC',
    thisWeek: { lessons: 0, minutes: 0 },
    streak: { current: 0, best: 0 },
    days,
    ...overrides,
  };
}
