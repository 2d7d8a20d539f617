/**
 * What the learner's study adds to their days: video watched (from the position saves) and lessons
 * completed, each counted on the local day of the learner's time zone on which it happened.
 */
import { addLessonDone, addWatchedSeconds, dayCountZone } from '../data/habit-days';
import { localDate } from './calendar';
import { type SavedPlace, watchedSeconds } from './watch-credit';

/**
 * Credits the video watched between the course's previous position save and this one (see
 * watch-credit.ts) to today's local date, and answers the seconds credited. The time zone is read
 * only when there is something to credit: a read unit costs a fifth of a write unit.
 */
export async function recordWatching(
  userId: string,
  previous: SavedPlace | undefined,
  current: SavedPlace,
): Promise<number> {
  const seconds = watchedSeconds(previous, current);
  if (seconds > 0) {
    const now = new Date(current.at);
    await addWatchedSeconds(userId, localDate(now, await dayCountZone(userId)), seconds);
  }
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
