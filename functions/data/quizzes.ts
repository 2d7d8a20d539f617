/**
 * Self-check quizzes. A quiz is its own item (`QUIZ#id`) holding its questions with the correct
 * options and explanations; only this module and the grading read those. The course item lists its
 * quizzes in course order (`quizzes`, summaries without questions) with a `quizVersion` that every
 * change of the list checks and moves, so two authors (or an author and the import) never overwrite
 * each other's change. A learner's best attempt at each quiz lives on their learner–course item,
 * beside the ids of the quizzes they passed and the times of their latest attempts at each quiz
 * (one attribute per attempt slot, see countQuizAttempt).
 */
import type { LearnerOption, QuestionKind, QuizBest, QuizSettings, QuizSummary } from '../../shared/quizzes';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { enrolledUpdate } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';

export interface StoredQuestion {
  _id: string;
  text: string;
  kind: QuestionKind;
  options: LearnerOption[];
  /** Ids of the correct options, in the options' order. */
  answer: string[];
  explanation: string;
}

export interface StoredQuiz extends QuizSettings {
  _id: string;
  courseId: string;
  questions: StoredQuestion[];
  /** Moves with every change: an edit is written only over the version it was made from. */
  version: number;
}

/** A course's quizzes in course order, and the version of that list. */
export interface QuizIndex {
  quizzes: QuizSummary[];
  version: number;
}

/** The attribute of the learner–course item that holds the best attempt at one quiz. */
const bestAttribute = (quizId: string): string => `quiz_${quizId}`;
const BEST_PREFIX = 'quiz_';

export const summaryOf = (quiz: Omit<StoredQuiz, 'version'>): QuizSummary => ({
  _id: quiz._id,
  title: quiz.title,
  afterLesson: quiz.afterLesson,
  passPercent: quiz.passPercent,
  questionCount: quiz.questions.length,
});

function toStoredQuiz(item: Record<string, unknown>): StoredQuiz {
  return {
    _id: String(item._id),
    courseId: String(item.courseId),
    title: String(item.title),
    afterLesson: Number(item.afterLesson),
    passPercent: Number(item.passPercent),
    questions: item.questions as StoredQuestion[],
    version: Number(item.version ?? 0),
  };
}

export async function getQuiz(quizId: string, consistent = false): Promise<StoredQuiz | null> {
  const item = await table.get(keys.quiz(quizId), { ConsistentRead: consistent });
  return item ? toStoredQuiz(item) : null;
}

/** The course's quizzes in course order; null for an unknown course. */
export async function getQuizIndex(courseId: string, consistent = false): Promise<QuizIndex | null> {
  const item = await table.get(keys.course(courseId), {
    ProjectionExpression: 'pk, quizzes, quizVersion',
    ConsistentRead: consistent,
  });
  if (!item) return null;
  return {
    quizzes: (item.quizzes as QuizSummary[] | undefined) ?? [],
    version: Number(item.quizVersion ?? 0),
  };
}

/** What authoring a course's quizzes reads of the course: its lessons and its quiz list, current. */
export interface AuthoringCourse extends QuizIndex {
  _id: string;
  name: string;
  lessons: Array<{ lesson: number; lessonName: string }>;
}

export async function getAuthoringCourse(courseId: string): Promise<AuthoringCourse | null> {
  const item = await table.get(keys.course(courseId), {
    ProjectionExpression: '#id, #name, lessons, quizzes, quizVersion',
    ExpressionAttributeNames: { '#id': '_id', '#name': 'name' },
    ConsistentRead: true,
  });
  if (!item) return null;
  const lessons = (item.lessons as Array<{ lesson: number; lessonName: string }> | undefined) ?? [];
  return {
    _id: String(item._id),
    name: String(item.name),
    lessons: lessons.map(({ lesson, lessonName }) => ({ lesson: Number(lesson), lessonName })),
    quizzes: (item.quizzes as QuizSummary[] | undefined) ?? [],
    version: Number(item.quizVersion ?? 0),
  };
}

/** Quizzes by id (strongly consistent, at most 100: a course has at most 50), in the order asked. */
export async function getQuizzes(quizIds: string[]): Promise<StoredQuiz[]> {
  if (quizIds.length === 0) return [];
  const items = await table.getMany(
    quizIds.map((id) => keys.quiz(id)),
    { consistent: true },
  );
  const found = new Map(items.map((item) => [String(item._id), toStoredQuiz(item)]));
  return quizIds.flatMap((id) => found.get(id) ?? []);
}

/** One change of a course's quizzes, written as a whole or not at all. */
export interface QuizChange {
  courseId: string;
  /** The new list of the course's quizzes and the version it was made from; absent when it stays. */
  index?: { quizzes: QuizSummary[]; from: number };
  /** Quizzes to store: `version` is the one read (0 for a new quiz); the stored one is one more. */
  put?: StoredQuiz[];
  /** Quizzes to delete. */
  remove?: string[];
}

/** Saved, or `changed` when something was changed (or deleted) since it was read: read again. */
export type QuizChangeOutcome = Outcome<void, 'changed'>;

function indexUpdate(courseId: string, index: NonNullable<QuizChange['index']>) {
  return {
    Update: {
      Key: keys.course(courseId),
      UpdateExpression: 'SET quizzes = :quizzes, quizVersion = :next',
      ConditionExpression:
        index.from === 0
          ? 'attribute_exists(pk) AND attribute_not_exists(quizVersion)'
          : 'attribute_exists(pk) AND quizVersion = :from',
      ExpressionAttributeValues: {
        ':quizzes': index.quizzes,
        ':next': index.from + 1,
        ...(index.from === 0 ? {} : { ':from': index.from }),
      },
    },
  };
}

function quizPut(quiz: StoredQuiz) {
  const isNew = quiz.version === 0;
  return {
    Put: {
      Item: { ...keys.quiz(quiz._id), type: 'quiz', ...quiz, version: quiz.version + 1 },
      ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :from',
      ...(isNew ? {} : { ExpressionAttributeValues: { ':from': quiz.version } }),
    },
  };
}

const quizDelete = (quizId: string) => ({
  Delete: {
    Key: keys.quiz(quizId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** Writes one change in one transaction (at most 100 members: the callers stay far below). */
export async function saveQuizChange(change: QuizChange): Promise<QuizChangeOutcome> {
  const members = [
    ...(change.index ? [indexUpdate(change.courseId, change.index)] : []),
    ...(change.put ?? []).map(quizPut),
    ...(change.remove ?? []).map(quizDelete),
  ];
  if (members.length === 0) return done();
  try {
    await retryOnConflict(() => table.transact(members));
    return done();
  } catch (error) {
    if (isConditionFailure(error)) return refused('changed');
    throw error;
  }
}

/** Whether the learner is enrolled, and their best attempt at each quiz of the course. */
export interface QuizStanding {
  enrolled: boolean;
  best: Record<string, QuizBest>;
}

/** The best attempt at each quiz, by quiz id, that a learner–course item holds. */
export function quizBestsOf(item: Record<string, unknown>): Record<string, QuizBest> {
  const best: Record<string, QuizBest> = {};
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(BEST_PREFIX)) continue;
    const { percent, passed, at } = value as QuizBest;
    best[name.slice(BEST_PREFIX.length)] = { percent: Number(percent), passed: passed === true, at };
  }
  return best;
}

export async function getQuizStanding(
  userId: string,
  courseId: string,
  consistent = false,
): Promise<QuizStanding> {
  const item = (await table.get(keys.userCourse(userId, courseId), { ConsistentRead: consistent })) ?? {};
  return { enrolled: item.enrolled === true, best: quizBestsOf(item) };
}

/** The attribute of the learner–course item holding the time of one attempt slot at one quiz. */
const slotAttribute = (quizId: string, slot: number): string => `try${slot}_${quizId}`;

/** Whether the learner is enrolled, and the time (epoch ms) in each of their slots at one quiz. */
export interface AttemptSlots {
  enrolled: boolean;
  /** One entry per slot: the time of the attempt that last took it, or null for a slot never used. */
  times: Array<number | null>;
}

/** The learner's attempt slots at a quiz (`slots` of them) and their enrolment, in one GetItem. */
export async function getAttemptSlots(
  userId: string,
  courseId: string,
  quizId: string,
  slots: number,
  consistent = false,
): Promise<AttemptSlots> {
  const names = Object.fromEntries(
    Array.from({ length: slots }, (_, slot) => [`#s${slot}`, slotAttribute(quizId, slot)]),
  );
  const item =
    (await table.get(keys.userCourse(userId, courseId), {
      ProjectionExpression: ['enrolled', ...Object.keys(names)].join(', '),
      ExpressionAttributeNames: names,
      ConsistentRead: consistent,
    })) ?? {};
  return {
    enrolled: item.enrolled === true,
    times: Array.from({ length: slots }, (_, slot) => {
      const time = item[slotAttribute(quizId, slot)];
      return time === undefined ? null : Number(time);
    }),
  };
}

/** Taking one attempt slot: which one, the attempt's time, and the time before which it counts as free. */
export interface SlotClaim {
  slot: number;
  at: number;
  /** A slot whose last attempt is at or before this time (epoch ms) is free again. */
  freeUpTo: number;
}

/** Counted; `rate-limited` over the hourly limit; `changed` when the slot was taken (or the enrolment ended) since it was read. */
export type AttemptCount = Outcome<void, 'rate-limited' | 'changed'>;

/**
 * Counts one quiz attempt: against the learner's hourly limit over all quizzes, and by taking one
 * of their attempt slots at the quiz, which the write's condition allows only while the slot is
 * free and the learner enrolled. One transaction, so a refused attempt uses up nothing, and two
 * attempts can never take the same slot: the limit per quiz holds under any concurrency.
 */
export async function countQuizAttempt(
  userId: string,
  courseId: string,
  quizId: string,
  claim: SlotClaim,
  limit: RateLimit,
): Promise<AttemptCount> {
  try {
    await retryOnConflict(() =>
      table.transact([
        { Update: countAttempt(limit, userId) },
        {
          Update: enrolledUpdate(userId, courseId, {
            update: 'SET #slot = :at',
            condition: 'attribute_not_exists(#slot) OR #slot <= :freeUpTo',
            names: { '#slot': slotAttribute(quizId, claim.slot) },
            values: { ':at': claim.at, ':freeUpTo': claim.freeUpTo },
          }),
        },
      ]),
    );
    return done();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return refused(failedAt(error, 0) ? 'rate-limited' : 'changed');
  }
}

/**
 * Keeps `attempt` as the learner's best at the quiz if it is better than the stored one, and tells
 * whether it did: a pass beats a fail, then the higher per cent wins (a tie keeps the earlier
 * attempt). The comparison is the write's condition, so concurrent attempts end with exactly the
 * best of them, and a passed quiz never becomes failed. A passing best also enters `quizzesPassed`
 * in the same write. Only an enrolled learner has a best.
 */
export async function keepBestAttempt(
  userId: string,
  courseId: string,
  quizId: string,
  attempt: QuizBest,
): Promise<boolean> {
  // `percent` is a reserved word in expressions, hence the names.
  const better = attempt.passed
    ? 'attribute_not_exists(#best) OR #best.#passed = :no OR #best.#percent < :percent'
    : 'attribute_not_exists(#best) OR (#best.#passed = :no AND #best.#percent < :percent)';
  try {
    await table.update(
      enrolledUpdate(userId, courseId, {
        update: attempt.passed ? 'SET #best = :best ADD quizzesPassed :quiz' : 'SET #best = :best',
        condition: better,
        names: { '#best': bestAttribute(quizId), '#passed': 'passed', '#percent': 'percent' },
        values: {
          ':best': attempt,
          ':percent': attempt.percent,
          ':no': false,
          ...(attempt.passed ? { ':quiz': new Set([quizId]) } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
