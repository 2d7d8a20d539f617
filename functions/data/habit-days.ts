/**
 * A learner's activity by local day, and the clock that credits watched time. Each day is one item
 * (`HABITS#DAY#<date>`) changed only by `ADD`, so concurrent saves never lose a count: `seconds` of
 * video watched and `ticked`, the lessons (`<courseId>#<lessonId>`) completed that day, a set, so a
 * lesson unticked and ticked again the same day counts once. The clock item (`HABITS#CLOCK`) holds the
 * time zone the days are counted in (copied from the goal's settings; UTC until they set one). The
 * last position save, which the credit is measured from, is kept on the course's enrolment with the
 * resume point (user-courses.ts), so a save writes the enrolment and the day, nothing else. (Clock
 * items written before that also hold an old last save, `courseId`, `lessonId`, `lastPosition` and
 * `savedAt`, which nothing reads any more.)
 */
import { keys } from './keys';
import { type Item, table } from './table-client';

export const DAY_COUNT_ZONE_DEFAULT = 'UTC';

export interface DayItem {
  date: string;
  seconds: number;
  lessons: number;
}

/** The zone the learner's days are counted in: an eventually consistent read of one small item. */
export async function dayCountZone(userId: string): Promise<string> {
  const clock = await table.get(keys.habitClock(userId), {
    ProjectionExpression: '#zone',
    ExpressionAttributeNames: { '#zone': 'timeZone' },
  });
  return typeof clock?.timeZone === 'string' ? clock.timeZone : DAY_COUNT_ZONE_DEFAULT;
}

/** The update that counts the learner's days in `timeZone` from now on (part of saving a goal). */
export const setDayCountZone = (userId: string, timeZone: string) => ({
  Key: keys.habitClock(userId),
  UpdateExpression: 'SET #zone = :zone',
  ExpressionAttributeNames: { '#zone': 'timeZone' },
  ExpressionAttributeValues: { ':zone': timeZone },
});

export async function addWatchedSeconds(userId: string, date: string, seconds: number): Promise<void> {
  await table.update({
    Key: keys.habitDay(userId, date),
    UpdateExpression: 'SET #date = :date ADD seconds :seconds',
    ExpressionAttributeNames: { '#date': 'date' },
    ExpressionAttributeValues: { ':date': date, ':seconds': seconds },
  });
}

export async function addLessonDone(userId: string, date: string, lesson: string): Promise<void> {
  await table.update({
    Key: keys.habitDay(userId, date),
    UpdateExpression: 'SET #date = :date ADD ticked :lesson',
    ExpressionAttributeNames: { '#date': 'date' },
    ExpressionAttributeValues: { ':date': date, ':lesson': new Set([lesson]) },
  });
}

export const isDayItem = (item: Item): boolean => String(item.sk).startsWith(keys.habitDayPrefix);

export function toDayItem(item: Item): DayItem {
  return {
    date: String(item.sk).slice(keys.habitDayPrefix.length),
    seconds: typeof item.seconds === 'number' ? item.seconds : 0,
    lessons: item.ticked instanceof Set ? item.ticked.size : 0,
  };
}

/** The learner's days from `from` to `to` (local dates, both included). */
export async function daysBetweenDates(userId: string, from: string, to: string): Promise<DayItem[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.user(userId).pk,
      ':from': keys.habitDay(userId, from).sk,
      ':to': keys.habitDay(userId, to).sk,
    },
  });
  return items.map(toDayItem);
}
