/**
 * A learner's activity by local day, and the clock that credits watched time. Each day is one item
 * (`HABITS#DAY#<date>`) changed only by `ADD`, so concurrent saves never lose a count: `seconds` of
 * video watched and `ticked`, the lessons (`<courseId>#<lessonId>`) completed that day, a set, so a
 * lesson unticked and ticked again the same day counts once. The clock item holds the learner's last
 * position save, swapped for the new one in the same write that reads it back, and the time zone
 * their days are counted in (copied from the goal's settings; UTC until they set one).
 */
import { isConditionFailure } from './conditions';
import { keys } from './keys';
import { type Item, table } from './table-client';

export const DAY_COUNT_ZONE_DEFAULT = 'UTC';

export interface PreviousSave {
  courseId: string;
  lessonId: string;
  position: number;
  /** Epoch milliseconds. */
  at: number;
}

export interface DayItem {
  date: string;
  seconds: number;
  lessons: number;
}

/**
 * Records this save as the last one and answers the one before it (none on a first save, or for a
 * save older than the last) and the zone the learner's days are counted in: one write, so two saves
 * at once each see a different previous one and the same seconds are never credited twice.
 */
export async function swapLastSave(
  userId: string,
  save: PreviousSave,
): Promise<{ previous?: PreviousSave; timeZone: string }> {
  let old: Record<string, unknown> | undefined;
  try {
    const out = await table.update({
      Key: keys.habitClock(userId),
      UpdateExpression: 'SET courseId = :course, lessonId = :lesson, lastPosition = :position, savedAt = :at',
      // The clock only moves forward: a save that arrives after a later one (two tabs, a slow
      // network) is not a previous save for anything, and credits nothing itself.
      ConditionExpression: 'attribute_not_exists(savedAt) OR savedAt < :at',
      ExpressionAttributeValues: {
        ':course': save.courseId,
        ':lesson': save.lessonId,
        ':position': save.position,
        ':at': save.at,
      },
      ReturnValues: 'ALL_OLD',
    });
    old = out.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return { timeZone: DAY_COUNT_ZONE_DEFAULT };
    throw error;
  }
  const timeZone = typeof old?.timeZone === 'string' ? old.timeZone : DAY_COUNT_ZONE_DEFAULT;
  if (!old || typeof old.savedAt !== 'number') return { timeZone };
  return {
    timeZone,
    previous: {
      courseId: String(old.courseId),
      lessonId: String(old.lessonId),
      position: Number(old.lastPosition),
      at: old.savedAt,
    },
  };
}

/** The zone the learner's days are counted in. */
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
