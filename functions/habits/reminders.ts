/**
 * The weekly reminders of one hour: the learners whose reminder falls in it (GSI1, by the UTC hour
 * of the week) get one mail each, when this week's goal is not met yet, at most once a week (a
 * conditional write claims the week before the mail goes). Every learner the hour reads moves on to
 * the slot of their next reminder, computed again from their local day, hour and zone, so a
 * daylight-saving change is followed from the next week on. The hourly schedule in the cloud and
 * `npm run reminders:send` both run this.
 */

import { type GoalSettings, goalMet, weekStartOf } from '../../shared/habits';
import { courseFinished, type EnrolledCourse } from '../../shared/learning';
import { DEFAULT_UI_LANGUAGE, type UiLanguage } from '../../shared/locale';
import { daysBetweenDates } from '../data/habit-days';
import { claimWeeklyReminder, type GoalRecord, goalsDue, moveReminder } from '../data/habit-goals';
import { getUser } from '../data/users';
import { learnerCoursesOf } from '../learning/enrolment';
import { config } from '../lib/config';
import { languageOf } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { sendMail, siteLink } from '../lib/mail';
import type { WorkerRequest } from '../runtime/worker';
import { localTime, nextReminderHour, startOfHour, utcHourOfWeek } from './calendar';
import { reminderMail } from './reminder-mail';
import { UNSUBSCRIBE_PAGE } from './unsubscribe';
import { unsubscribeToken } from './unsubscribe-token';

const HOUR_MS = 3_600_000;
/** Learners handled at once: an hour's slot holds thousands at scale, and each waits on a few calls. */
const PARALLEL_LEARNERS = 8;

export interface ReminderRun {
  /** The UTC hour run, as an ISO time. */
  hour: string;
  /** Goals listed in the hour's slot. */
  due: number;
  sent: number;
  /** Learners whose goal for the week was met already. */
  met: number;
  /**
   * Learners reminded this week already, who turned reminders off meanwhile, without a verified
   * account or a deliverable address, whose slot no longer matched their clock, or whose mail failed.
   */
  skipped: number;
}

const reminderSetting = (settings: GoalSettings) => ({
  day: settings.reminderDay,
  hour: settings.reminderHour,
  timeZone: settings.timeZone,
});

/** Where the mail's link leads: the player at the lesson and second the learner stopped at. */
export function resumeLink(
  courses: readonly EnrolledCourse[],
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): { url: string; resumes: boolean } {
  // Most recently active first (learnerCoursesOf's order); a finished course is nothing to carry on with.
  const entry = courses.find((course) => !courseFinished(course));
  if (!entry) return { url: siteLink(language, '/dashboard'), resumes: false };
  const courseId = encodeURIComponent(entry.courseId._id);
  const lessonId = entry.lastLessonId ?? entry.nextLesson?._id;
  if (!lessonId) return { url: siteLink(language, `/play/${courseId}`), resumes: true };
  const place = new URLSearchParams({ lesson: lessonId });
  if (entry.lastLessonId) place.set('t', String(Math.floor(entry.position ?? 0)));
  return { url: siteLink(language, `/play/${courseId}?${place}`), resumes: true };
}

async function weekSoFar(userId: string, today: string): Promise<{ lessons: number; minutes: number }> {
  const days = await daysBetweenDates(userId, weekStartOf(today), today);
  const seconds = days.reduce((sum, day) => sum + day.seconds, 0);
  return { lessons: days.reduce((sum, day) => sum + day.lessons, 0), minutes: Math.floor(seconds / 60) };
}

type Handled = 'sent' | 'met' | 'skipped';

async function remind(record: GoalRecord, hour: Date): Promise<Handled> {
  const { userId, settings } = record;
  const setting = reminderSetting(settings);
  // A slot written before a daylight-saving change may name an hour that is no longer theirs.
  if (nextReminderHour(hour, setting).getTime() !== hour.getTime()) {
    await moveReminder(userId, utcHourOfWeek(nextReminderHour(hour, setting)));
    return 'skipped';
  }
  const nextSlot = utcHourOfWeek(nextReminderHour(new Date(hour.getTime() + HOUR_MS), setting));
  const today = localTime(hour, settings.timeZone).date;
  const thisWeek = await weekSoFar(userId, today);
  if (goalMet(settings, thisWeek)) {
    await moveReminder(userId, nextSlot);
    return 'met';
  }
  const user = await getUser(userId);
  if (!user?.verified) return 'skipped';
  if (!(await claimWeeklyReminder(userId, weekStartOf(today), nextSlot))) return 'skipped';
  const token = encodeURIComponent(unsubscribeToken(userId, record.reminderToken));
  const { courseEnrolled } = await learnerCoursesOf(userId);
  // An address marked undeliverable gets nothing (sendMail says so): the week counts as skipped.
  const sent = await sendMail(
    reminderMail(user, {
      goal: settings,
      thisWeek,
      link: resumeLink(courseEnrolled, languageOf(user)),
      unsubscribePage: siteLink(languageOf(user), `${UNSUBSCRIBE_PAGE}?token=${token}`),
      oneClickUrl: `${config.siteUrl}/api/reminders/unsubscribe?token=${token}`,
    }),
  );
  return sent ? 'sent' : 'skipped';
}

/** Sends the reminders due in the UTC hour of `at` (now, without it). */
export async function sendDueReminders(at = new Date()): Promise<ReminderRun> {
  const hour = startOfHour(at);
  const due = await goalsDue(utcHourOfWeek(hour));
  const run: ReminderRun = { hour: hour.toISOString(), due: due.length, sent: 0, met: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const record = due[next++]!;
      try {
        run[await remind(record, hour)] += 1;
      } catch (error) {
        // One learner's failure (a refused mail) must not cost the others theirs.
        run.skipped += 1;
        log.error('reminder not sent', { userId: record.userId, error });
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_LEARNERS }, worker));
  return run;
}

/** The hourly worker (EventBridge). */
export async function sendRemindersHourly(_request: WorkerRequest<unknown>): Promise<ReminderRun> {
  return sendDueReminders();
}
