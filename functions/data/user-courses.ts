/**
 * The learner–course relation: one item per learner and course under the learner's own partition
 * (`USER#id`, `COURSE#courseId`) holding the enrolment, the like flag, the completed lessons
 * (a number set), the resume point and the id of an issued certificate. A learner's whole path is
 * one Query; a caller can only ever address their own.
 */
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { getCourseLove } from './courses';
import { enrolledUpdate } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { table } from './table-client';
import { accountIsLive } from './users';

export interface UserCourse {
  courseId: string;
  enrolled: boolean;
  loved: boolean;
  /** Lesson numbers ticked complete, ascending. */
  completed: number[];
  enrolledAt?: string;
  updatedAt?: string;
  /** The resume point: the lesson last watched and the second reached in its video. */
  lastLessonId?: string;
  position?: number;
  certificateId?: string;
  /** Ids of the course's quizzes the learner has passed (functions/data/quizzes.ts keeps it). */
  quizzesPassed: string[];
}

// The resume second is stored as `lastPosition`: `position` is a reserved word in expressions.
const RELATION_FIELDS =
  'sk, enrolled, loved, completed, enrolledAt, updatedAt, lastLessonId, lastPosition, certificateId, quizzesPassed';

const sortedNumbers = (set: unknown): number[] =>
  set instanceof Set ? [...set].map(Number).sort((a, b) => a - b) : [];

function toUserCourse(item: Record<string, unknown>): UserCourse {
  return {
    courseId: String(item.sk).slice(keys.userCoursePrefix.length),
    enrolled: item.enrolled === true,
    loved: item.loved === true,
    completed: sortedNumbers(item.completed),
    enrolledAt: item.enrolledAt as string | undefined,
    updatedAt: item.updatedAt as string | undefined,
    lastLessonId: item.lastLessonId as string | undefined,
    position: item.lastPosition === undefined ? undefined : Number(item.lastPosition),
    certificateId: item.certificateId as string | undefined,
    quizzesPassed: item.quizzesPassed instanceof Set ? [...item.quizzesPassed].map(String) : [],
  };
}

/** Every course the learner has a relation with: one Query on their partition (one page in practice). */
export async function listUserCourses(userId: string): Promise<UserCourse[]> {
  const items = await table.queryPrefix(keys.user(userId).pk, keys.userCoursePrefix, {
    projection: RELATION_FIELDS,
  });
  return items.map(toUserCourse);
}

export async function getUserCourse(
  userId: string,
  courseId: string,
  consistent = false,
): Promise<UserCourse | null> {
  const item = await table.get(keys.userCourse(userId, courseId), {
    ProjectionExpression: RELATION_FIELDS,
    ConsistentRead: consistent,
  });
  return item ? toUserCourse(item) : null;
}

/**
 * Enrols the learner (idempotent: the first enrolment date stays); tells whether they already were.
 * `no-account` when the account is gone or being deleted: the check sits in the same transaction,
 * so an access token that outlives its account cannot start a learner partition again.
 */
export async function enrol(
  userId: string,
  courseId: string,
): Promise<Outcome<{ already: boolean }, 'no-account'>> {
  const now = new Date().toISOString();
  try {
    await table.transact([
      accountIsLive(userId),
      {
        Update: {
          Key: keys.userCourse(userId, courseId),
          UpdateExpression:
            'SET enrolled = :yes, enrolledAt = if_not_exists(enrolledAt, :now), updatedAt = if_not_exists(updatedAt, :now)',
          ConditionExpression: 'attribute_not_exists(enrolled) OR enrolled <> :yes',
          ExpressionAttributeValues: { ':yes': true, ':now': now },
        },
      },
    ]);
    return done({ already: false });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return failedAt(error, 0) ? refused('no-account') : done({ already: true });
  }
}

/**
 * Marks one lesson complete or not (idempotent: a number set has no duplicates) and answers the
 * completed lessons after the change. Only an enrolled learner has progress: `not-enrolled` for anyone else.
 */
export async function setLessonDone(
  userId: string,
  courseId: string,
  lesson: number,
  complete: boolean,
): Promise<Outcome<number[], 'not-enrolled'>> {
  try {
    const out = await table.update({
      ...enrolledUpdate(userId, courseId, {
        update: `${complete ? 'ADD' : 'DELETE'} completed :lesson SET updatedAt = :now`,
        values: { ':lesson': new Set([lesson]), ':now': new Date().toISOString() },
      }),
      ReturnValues: 'ALL_NEW',
    });
    return done(sortedNumbers(out.Attributes?.completed));
  } catch (error) {
    if (isConditionFailure(error)) return refused('not-enrolled');
    throw error;
  }
}

/** A position save as the enrolment keeps it: the lesson, the second reached and when (epoch ms). */
export interface SavedPlace {
  lessonId: string;
  position: number;
  at: number;
}

/**
 * Records where the learner is: the lesson and the second in its video, and when it was saved
 * (`savedAt`, epoch milliseconds). The last write wins (one resume point per course, whichever
 * device saved it), and it counts as activity on the course. Answers the course's save before this
 * one, read back by the same write, so two saves at once each see a different previous one and the
 * same seconds are never credited twice (habits/watch-credit.ts). None before the first save with
 * a time (an enrolment saved before `savedAt` was kept has only the place). `not-enrolled` when the
 * learner is not enrolled.
 */
export async function setResumePoint(
  userId: string,
  courseId: string,
  point: SavedPlace,
): Promise<Outcome<{ previous?: SavedPlace }, 'not-enrolled'>> {
  const place = {
    update: 'SET lastLessonId = :lesson, lastPosition = :position, updatedAt = :now',
    values: { ':lesson': point.lessonId, ':position': point.position, ':now': new Date().toISOString() },
  };
  try {
    const out = await table.update({
      ...enrolledUpdate(userId, courseId, {
        update: `${place.update}, savedAt = :at`,
        // The save time only moves forward: a save that arrives after a later one (two tabs, a slow
        // network) is no previous save for anything, and credits nothing itself.
        condition: 'attribute_not_exists(savedAt) OR savedAt < :at',
        values: { ...place.values, ':at': point.at },
      }),
      ReturnValues: 'UPDATED_OLD',
    });
    return done({ previous: savedPlaceOf(out.Attributes) });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  // Not enrolled, or a later save is already in: the place is still written (the last write wins),
  // the later save's time stays.
  try {
    await table.update(enrolledUpdate(userId, courseId, place));
    return done({});
  } catch (error) {
    if (isConditionFailure(error)) return refused('not-enrolled');
    throw error;
  }
}

function savedPlaceOf(old: Record<string, unknown> | undefined): SavedPlace | undefined {
  if (typeof old?.savedAt !== 'number' || typeof old.lastLessonId !== 'string') return undefined;
  return { lessonId: old.lastLessonId, position: Number(old.lastPosition ?? 0), at: old.savedAt };
}

/** One attempt to flip the like flag and move the course's count with it, both or neither. */
async function flipLove(userId: string, courseId: string, loved: boolean): Promise<void> {
  await table.transact([
    {
      Update: enrolledUpdate(userId, courseId, {
        update: 'SET loved = :to, updatedAt = :now',
        condition: loved ? 'attribute_not_exists(loved) OR loved = :no' : 'loved = :yes',
        values: { ':to': loved, ':now': new Date().toISOString(), ...(loved ? { ':no': false } : {}) },
      }),
    },
    {
      Update: {
        Key: keys.course(courseId),
        UpdateExpression: 'ADD love :delta',
        // Never below zero, and never an ADD that would create a stray item for an unknown id.
        ConditionExpression: loved ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND love > :zero',
        ExpressionAttributeValues: { ':delta': loved ? 1 : -1, ...(loved ? {} : { ':zero': 0 }) },
      },
    },
  ]);
}

/**
 * Clears a like whose count is already zero (only after a manual edit of the count): never blocks
 * unliking. The count is checked in the same transaction: read apart from the flag, it may be from
 * before a parallel like, and clearing that like's flag would leave its count behind for good.
 */
async function clearStrayLove(userId: string, courseId: string): Promise<boolean> {
  try {
    await retryOnConflict(() =>
      table.transact([
        {
          ConditionCheck: {
            Key: keys.course(courseId),
            ConditionExpression: 'love <= :zero',
            ExpressionAttributeValues: { ':zero': 0 },
          },
        },
        {
          Update: {
            Key: keys.userCourse(userId, courseId),
            UpdateExpression: 'SET loved = :no',
            ConditionExpression: 'loved = :yes',
            ExpressionAttributeValues: { ':no': false, ':yes': true },
          },
        },
      ]),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** A like's outcome: the course's count after it, or why it could not change. */
export type LoveOutcome = Outcome<number, 'no-course' | 'not-enrolled' | 'contended'>;

/**
 * Likes or unlikes a course for an enrolled learner and answers the course's like count. Liking
 * twice counts once; concurrent likes by many learners add up exactly (the flag and the count change
 * in one conditional transaction, retried on conflicts).
 */
export async function setLoved(userId: string, courseId: string, loved: boolean): Promise<LoveOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await retryOnConflict(() => flipLove(userId, courseId, loved));
      return done((await getCourseLove(courseId)) ?? 0);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // A condition did not hold: find out which, from the current state.
    const [relation, love] = await Promise.all([
      getUserCourse(userId, courseId, true),
      getCourseLove(courseId),
    ]);
    if (love === null) return refused('no-course');
    if (!relation?.enrolled) return refused('not-enrolled');
    if (relation.loved === loved) return done(love);
    if (!loved && love <= 0 && (await clearStrayLove(userId, courseId))) return done(0);
    // The state changed between the attempt and the read (a parallel call of the same learner): try again.
  }
  return refused('contended');
}
