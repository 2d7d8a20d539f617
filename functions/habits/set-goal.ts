import type { GoalSettings, goalSchema } from '../../shared/habits';
import { HABIT_MESSAGES } from '../../shared/habits';
import { dayCountZone } from '../data/habit-days';
import { clearGoal, readGoal, saveGoal } from '../data/habit-goals';
import { newSecret } from '../lib/crypto';
import { Unauthorized } from '../lib/errors';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { nextReminderHour, utcHourOfWeek } from './calendar';
import { progressOf } from './progress';

/** The UTC hour of the week of the learner's next reminder, or null while reminders are off. */
export const reminderSlotOf = (settings: GoalSettings, from: Date): number | null =>
  settings.reminders
    ? utcHourOfWeek(
        nextReminderHour(from, {
          day: settings.reminderDay,
          hour: settings.reminderHour,
          timeZone: settings.timeZone,
        }),
      )
    : null;

/**
 * PUT /api/users/me/goal: sets, changes or clears the weekly goal. Without a time zone the saved one
 * stays; without `reminders` the saved choice stays (on for a first goal), so changing the goal never
 * turns back on reminders the learner turned off. Answers the progress with the new goal.
 */
export async function setGoal({ body, user }: HttpRequest<BodyOf<typeof goalSchema>>): Promise<Reply> {
  if (body.goal === null) {
    await clearGoal(user.userId);
    return ok({ msg: HABIT_MESSAGES.cleared, progress: await progressOf(user.userId, true) });
  }
  const saved = await readGoal(user.userId, true);
  const settings: GoalSettings = {
    ...body.goal,
    reminderDay: body.reminderDay,
    reminderHour: body.reminderHour,
    timeZone: body.timeZone ?? saved?.settings.timeZone ?? (await dayCountZone(user.userId)),
    reminders: body.reminders ?? saved?.settings.reminders ?? true,
  };
  const outcome = await saveGoal(user.userId, settings, reminderSlotOf(settings, new Date()), newSecret());
  if (!outcome.ok) throw new Unauthorized();
  return ok({ msg: HABIT_MESSAGES.saved, progress: await progressOf(user.userId, true) });
}
