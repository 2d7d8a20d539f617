/** The learner's progress answer: the goal, this week's figures, the streak and the last 84 days. */
import { addDays, type DayActivity, GRID_DAYS, type HabitProgress, weekStartOf } from '../../shared/habits';
import { DAY_COUNT_ZONE_DEFAULT, isDayItem, toDayItem } from '../data/habit-days';
import { goalRecordOf, habitItems, isGoalItem } from '../data/habit-goals';
import { keys } from '../data/keys';
import type { Item } from '../data/table-client';
import { localDate } from './calendar';
import { type DayFigures, streakOf, weekFigures } from './streak';

/** The answer from the learner's habit items, on `now`. */
export function progressFrom(items: readonly Item[], now: Date): HabitProgress {
  const goalItem = items.find(isGoalItem);
  const goal = goalItem ? goalRecordOf(goalItem).settings : null;
  const clock = items.find((item) => item.sk === keys.habitClock('').sk);
  const timeZone = typeof clock?.timeZone === 'string' ? clock.timeZone : DAY_COUNT_ZONE_DEFAULT;
  const days = new Map<string, DayFigures>(
    items.filter(isDayItem).map((item) => {
      const day = toDayItem(item);
      return [day.date, { lessons: day.lessons, seconds: day.seconds }];
    }),
  );
  const today = localDate(now, timeZone);
  const grid: DayActivity[] = Array.from({ length: GRID_DAYS }, (_, i) => {
    const date = addDays(today, i - (GRID_DAYS - 1));
    const day = days.get(date);
    return { date, lessons: day?.lessons ?? 0, minutes: Math.floor((day?.seconds ?? 0) / 60) };
  });
  return {
    goal,
    timeZone,
    thisWeek: weekFigures(days, weekStartOf(today)),
    streak: streakOf(days, today, goal),
    days: grid,
  };
}

/** `consistent` right after the learner's own write, which the answer must show. */
export async function progressOf(
  userId: string,
  consistent = false,
  now = new Date(),
): Promise<HabitProgress> {
  return progressFrom(await habitItems(userId, consistent), now);
}
