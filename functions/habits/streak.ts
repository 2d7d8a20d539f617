/**
 * The streak: consecutive active days up to today (a day is active with a lesson completed or five
 * minutes watched). The freeze rule: in a week (Monday to Sunday) whose figures meet the weekly
 * goal, the first missed day is forgiven: it keeps the streak going without adding to it. Without a
 * goal nothing is forgiven. Today, not over yet, never breaks the streak. `best` is the longest
 * streak in the whole history, the current one included.
 */
import {
  ACTIVE_DAY_SECONDS,
  addDays,
  daysBetween,
  goalMet,
  type WeeklyGoal,
  weekStartOf,
} from '../../shared/habits';

export interface DayFigures {
  lessons: number;
  seconds: number;
}

export const isActive = (day: DayFigures | undefined): boolean =>
  day !== undefined && (day.lessons > 0 || day.seconds >= ACTIVE_DAY_SECONDS);

/** A week's figures (lessons, whole minutes), from its Monday. */
export function weekFigures(
  days: ReadonlyMap<string, DayFigures>,
  monday: string,
): { lessons: number; minutes: number } {
  let lessons = 0;
  let seconds = 0;
  for (let i = 0; i < 7; i++) {
    const day = days.get(addDays(monday, i));
    lessons += day?.lessons ?? 0;
    seconds += day?.seconds ?? 0;
  }
  return { lessons, minutes: Math.floor(seconds / 60) };
}

export function streakOf(
  days: ReadonlyMap<string, DayFigures>,
  today: string,
  goal: WeeklyGoal | null,
): { current: number; best: number } {
  const recorded = [...days.keys()].filter((date) => date <= today).sort();
  if (recorded.length === 0) return { current: 0, best: 0 };
  const metWeeks = new Map<string, boolean>();
  const weekMet = (monday: string) => {
    if (!goal) return false;
    if (!metWeeks.has(monday)) metWeeks.set(monday, goalMet(goal, weekFigures(days, monday)));
    return metWeeks.get(monday)!;
  };
  const freezesUsed = new Set<string>();
  let run = 0;
  let best = 0;
  const span = daysBetween(recorded[0]!, today);
  for (let i = 0; i <= span; i++) {
    const date = addDays(recorded[0]!, i);
    if (isActive(days.get(date))) {
      run += 1;
      best = Math.max(best, run);
      continue;
    }
    if (date === today) break;
    const monday = weekStartOf(date);
    if (run > 0 && weekMet(monday) && !freezesUsed.has(monday)) {
      freezesUsed.add(monday);
      continue;
    }
    run = 0;
  }
  return { current: run, best };
}
