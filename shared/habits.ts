/**
 * Weekly goals, streaks and reminders: the goal's input rules (shared by the dashboard's form and
 * the Lambda that enforces them), the answer shapes, the streak rule in words, and the calendar
 * arithmetic on local dates (`YYYY-MM-DD`) that both sides do. Which local date an instant falls on
 * is the server's business (functions/habits/calendar.ts): it knows the learner's time zone.
 */
import type { Field, Result, Schema } from './validation';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const GOAL_LIMITS = {
  lessonsPerWeek: { min: 1, max: 50 },
  minutesPerWeek: { min: 10, max: 3000 },
} as const;
export type GoalKind = keyof typeof GOAL_LIMITS;

export const DEFAULT_REMINDER_DAY: Weekday = 'sunday';
export const DEFAULT_REMINDER_HOUR = 18;

/** A day counts towards the streak with a lesson completed or this much video watched. */
export const ACTIVE_DAY_SECONDS = 5 * 60;
/** The activity grid: 12 weeks of 7 days. */
export const GRID_WEEKS = 12;
export const GRID_DAYS = GRID_WEEKS * 7;

/** The streak rule as the dashboard states it next to the streak (docs/features.md says the same). */
export const STREAK_RULE =
  'A day counts when you complete a lesson or watch 5 minutes; in a week where you meet your goal, one missed day does not break your streak.';

export const HABIT_MESSAGES = {
  oneGoal: 'Set either lessonsPerWeek or minutesPerWeek, not both.',
  noGoal: 'Set lessonsPerWeek or minutesPerWeek, or send {"goal": null} to clear the goal.',
  lessonsPerWeek: `lessonsPerWeek must be a whole number from ${GOAL_LIMITS.lessonsPerWeek.min} to ${GOAL_LIMITS.lessonsPerWeek.max}.`,
  minutesPerWeek: `minutesPerWeek must be a whole number from ${GOAL_LIMITS.minutesPerWeek.min} to ${GOAL_LIMITS.minutesPerWeek.max}.`,
  reminderDay: 'reminderDay must be a day of the week, from "monday" to "sunday".',
  reminderHour: 'reminderHour must be a whole hour from 0 to 23.',
  timeZone: 'timeZone must be a time zone name such as "Europe/Berlin" or "Asia/Kolkata".',
  reminders: 'reminders must be true or false.',
  saved: 'Your weekly goal is saved.',
  cleared: 'Your weekly goal is cleared. Reminder mails are off.',
  badToken: 'This unsubscribe link is not valid. You can turn reminders off on your dashboard.',
  unsubscribed: 'You will get no more reminder mails. You can turn them on again on your dashboard.',
} as const;

/** The target of a week: lessons completed, or minutes of video watched. */
export type WeeklyGoal = { lessonsPerWeek: number } | { minutesPerWeek: number };

/** The goal with its reminder settings, as saved. */
export type GoalSettings = WeeklyGoal & {
  reminderDay: Weekday;
  reminderHour: number;
  timeZone: string;
  /** Whether the weekly reminder mail goes out (on with a new goal; one click in a mail turns it off). */
  reminders: boolean;
};

/** `PUT /api/users/me/goal` as sent: one target with the settings, or `{goal: null}` to clear the goal. */
export type GoalBody =
  | { goal: null }
  | {
      lessonsPerWeek?: number;
      minutesPerWeek?: number;
      reminderDay?: Weekday;
      reminderHour?: number;
      timeZone?: string;
      reminders?: boolean;
    };

/** What `goalSchema` makes of the body: a goal with its settings, or `{goal: null}`. */
export type GoalInput =
  | { goal: null }
  | {
      goal: WeeklyGoal;
      reminderDay: Weekday;
      reminderHour: number;
      /** Undefined: the browser sends its own; a call without one keeps the saved zone (else UTC). */
      timeZone?: string;
      /** Undefined: keep the saved choice (on for a first goal). */
      reminders?: boolean;
    };

export interface DayActivity {
  date: string;
  lessons: number;
  minutes: number;
}

/** `GET /api/users/me/progress`. */
export interface HabitProgress {
  goal: GoalSettings | null;
  /** The time zone whose days the figures are counted in. */
  timeZone: string;
  thisWeek: { lessons: number; minutes: number };
  streak: { current: number; best: number };
  /** The last 84 days, oldest first, ending today. */
  days: DayActivity[];
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as "America/Los_Angeles"). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const fail = (msg: string): { ok: false; msg: string } => ({ ok: false, msg });

const wholeNumber =
  (min: number, max: number, msg: string): Field<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? { ok: true, value }
      : fail(msg);

const present = (value: unknown) => value !== undefined && value !== null;

/** The goal part of the input: exactly one of the two targets. */
function weeklyGoal(input: Record<string, unknown>): Result<WeeklyGoal> {
  const lessons = present(input.lessonsPerWeek);
  const minutes = present(input.minutesPerWeek);
  if (lessons && minutes) return fail(HABIT_MESSAGES.oneGoal);
  if (!lessons && !minutes) return fail(HABIT_MESSAGES.noGoal);
  const kind: GoalKind = lessons ? 'lessonsPerWeek' : 'minutesPerWeek';
  const { min, max } = GOAL_LIMITS[kind];
  const target = wholeNumber(min, max, HABIT_MESSAGES[kind])(input[kind], kind);
  if (!target.ok) return target;
  return {
    ok: true,
    value: kind === 'lessonsPerWeek' ? { lessonsPerWeek: target.value } : { minutesPerWeek: target.value },
  };
}

/** Checks each setting and names the first one out of range. */
export const goalSchema: Schema<GoalInput> = (input) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('The request body must be a JSON object.');
  }
  const body = input as Record<string, unknown>;
  if ('goal' in body) {
    return body.goal === null ? { ok: true, value: { goal: null } } : fail(HABIT_MESSAGES.noGoal);
  }
  const goal = weeklyGoal(body);
  if (!goal.ok) return goal;
  const reminderDay = body.reminderDay ?? DEFAULT_REMINDER_DAY;
  if (!WEEKDAYS.includes(reminderDay as Weekday)) return fail(HABIT_MESSAGES.reminderDay);
  const hour = present(body.reminderHour)
    ? wholeNumber(0, 23, HABIT_MESSAGES.reminderHour)(body.reminderHour, 'reminderHour')
    : { ok: true as const, value: DEFAULT_REMINDER_HOUR };
  if (!hour.ok) return hour;
  if (present(body.timeZone) && !isTimeZone(body.timeZone)) return fail(HABIT_MESSAGES.timeZone);
  if (present(body.reminders) && typeof body.reminders !== 'boolean') return fail(HABIT_MESSAGES.reminders);
  return {
    ok: true,
    value: {
      goal: goal.value,
      reminderDay: reminderDay as Weekday,
      reminderHour: hour.value,
      timeZone: present(body.timeZone) ? (body.timeZone as string) : undefined,
      reminders: present(body.reminders) ? (body.reminders as boolean) : undefined,
    },
  };
};

/** The goal's target and what it counts. */
export function goalTarget(goal: WeeklyGoal): { kind: 'lessons' | 'minutes'; target: number } {
  return 'lessonsPerWeek' in goal
    ? { kind: 'lessons', target: goal.lessonsPerWeek }
    : { kind: 'minutes', target: goal.minutesPerWeek };
}

/** Whether a week's figures meet the goal. */
export function goalMet(goal: WeeklyGoal, week: { lessons: number; minutes: number }): boolean {
  const { kind, target } = goalTarget(goal);
  return week[kind] >= target;
}

// Local dates are calendar dates with no zone: their arithmetic is done at UTC midnight, where
// every day has 24 hours.
const DAY_MS = 86_400_000;
const atUtcMidnight = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** `date` moved by `days` (negative: back). */
export const addDays = (date: string, days: number): string =>
  new Date(atUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (date: string): number => (new Date(atUtcMidnight(date)).getUTCDay() + 6) % 7;

/** The Monday that starts the week of `date`. */
export const weekStartOf = (date: string): string => addDays(date, -weekdayIndex(date));

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((atUtcMidnight(to) - atUtcMidnight(from)) / DAY_MS);
