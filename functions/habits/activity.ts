/**
 * What the learner's study adds to their days: video watched (from the position saves) and lessons
 * completed, each counted on the local day of the learner's time zone on which it happened.
 */
import { addLessonDone, addWatchedSeconds, dayCountZone, swapLastSave } from '../data/habit-days';
import { localDate } from './calendar';
import { watchedSeconds } from './watch-credit';

/** Credits the video watched since the learner's previous position save (see watch-credit.ts). */
export async function recordWatching(
  userId: string,
  point: { courseId: string; lessonId: string; position: number },
  now = new Date(),
): Promise<number> {
  const current = { ...point, at: now.getTime() };
  const { previous, timeZone } = await swapLastSave(userId, current);
  const seconds = watchedSeconds(previous, current);
  if (seconds > 0) await addWatchedSeconds(userId, localDate(now, timeZone), seconds);
  return seconds;
}

/**
 * Counts a lesson ticked complete on today's local date. A lesson counts once a day: ticking it
 * again after unticking it adds nothing that day, and unticking does not take the day's count back
 * (the lesson was finished that day).
 */
export async function recordLessonDone(
  userId: string,
  lesson: { courseId: string; lessonId: string },
  now = new Date(),
  timeZone?: string,
): Promise<void> {
  const date = localDate(now, timeZone ?? (await dayCountZone(userId)));
  await addLessonDone(userId, date, `${lesson.courseId}#${lesson.lessonId}`);
}

/** The zone the learner's days are counted in: read beside a tick, so counting it adds one write after. */
export const lessonDayZone = (userId: string): Promise<string> => dayCountZone(userId);
