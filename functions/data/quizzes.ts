/**
 * Self-check quizzes. A quiz is its own item (`QUIZ#id`) holding its questions with the correct
 * options and explanations; only this module and the grading read those. The course item lists its
 * quizzes in course order (`quizzes`, summaries without questions) with a `quizVersion` that every
 * change of the list checks and moves, so two authors (or an author and the import) never overwrite
 * each other's change. A learner's best attempt at each quiz lives on their learner–course item,
 * beside the ids of the quizzes they passed.
 */
import { BatchGetCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LearnerOption, QuestionKind, QuizBest, QuizSettings, QuizSummary } from '../../shared/quizzes';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure, retryOnConflict } from './conditions';
import { keys } from './keys';
import { countAttempt, type RateLimit } from './rate-limits';

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
  const out = await db.send(
    new GetCommand({ TableName: config.tableName, Key: keys.quiz(quizId), ConsistentRead: consistent }),
  );
  return out.Item ? toStoredQuiz(out.Item) : null;
}

/** The course's quizzes in course order; null for an unknown course. */
export async function getQuizIndex(courseId: string, consistent = false): Promise<QuizIndex | null> {
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.course(courseId),
      ProjectionExpression: 'pk, quizzes, quizVersion',
      ConsistentRead: consistent,
    }),
  );
  if (!out.Item) return null;
  return {
    quizzes: (out.Item.quizzes as QuizSummary[] | undefined) ?? [],
    version: Number(out.Item.quizVersion ?? 0),
  };
}

/** What authoring a course's quizzes reads of the course: its lessons and its quiz list, current. */
export interface AuthoringCourse extends QuizIndex {
  _id: string;
  name: string;
  lessons: Array<{ lesson: number; lessonName: string }>;
}

export async function getAuthoringCourse(courseId: string): Promise<AuthoringCourse | null> {
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.course(courseId),
      ProjectionExpression: '#id, #name, lessons, quizzes, quizVersion',
      ExpressionAttributeNames: { '#id': '_id', '#name': 'name' },
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return null;
  const lessons = (out.Item.lessons as Array<{ lesson: number; lessonName: string }> | undefined) ?? [];
  return {
    _id: String(out.Item._id),
    name: String(out.Item.name),
    lessons: lessons.map(({ lesson, lessonName }) => ({ lesson: Number(lesson), lessonName })),
    quizzes: (out.Item.quizzes as QuizSummary[] | undefined) ?? [],
    version: Number(out.Item.quizVersion ?? 0),
  };
}

/** Quizzes by id (strongly consistent, at most 100: a course has at most 50), in the order asked. */
export async function getQuizzes(quizIds: string[]): Promise<StoredQuiz[]> {
  if (quizIds.length === 0) return [];
  const found = new Map<string, StoredQuiz>();
  let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
    [config.tableName]: { Keys: quizIds.map((id) => keys.quiz(id)), ConsistentRead: true },
  };
  while (request && Object.keys(request).length > 0) {
    const out = await db.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of out.Responses?.[config.tableName] ?? []) {
      const quiz = toStoredQuiz(item);
      found.set(quiz._id, quiz);
    }
    request = out.UnprocessedKeys as typeof request;
  }
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

/** `saved`, or `changed` when something was changed (or deleted) since it was read: read again. */
export type QuizChangeOutcome = 'saved' | 'changed';

function indexUpdate(courseId: string, index: NonNullable<QuizChange['index']>) {
  return {
    Update: {
      TableName: config.tableName,
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
      TableName: config.tableName,
      Item: { ...keys.quiz(quiz._id), type: 'quiz', ...quiz, version: quiz.version + 1 },
      ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'version = :from',
      ...(isNew ? {} : { ExpressionAttributeValues: { ':from': quiz.version } }),
    },
  };
}

const quizDelete = (quizId: string) => ({
  Delete: {
    TableName: config.tableName,
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
  if (members.length === 0) return 'saved';
  try {
    await retryOnConflict(() => db.send(new TransactWriteCommand({ TransactItems: members })));
    return 'saved';
  } catch (error) {
    if (isConditionFailure(error)) return 'changed';
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
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.userCourse(userId, courseId),
      ConsistentRead: consistent,
    }),
  );
  const item = out.Item ?? {};
  return { enrolled: item.enrolled === true, best: quizBestsOf(item) };
}

/** `counted`, or why the attempt may not be made. */
export type AttemptCount = 'counted' | 'not-enrolled' | 'too-many';

/**
 * Counts one quiz attempt against the learner's hourly limit, only if they are enrolled in the
 * course: one transaction, so a refused attempt uses up nothing.
 */
export async function countQuizAttempt(
  userId: string,
  courseId: string,
  limit: RateLimit,
): Promise<AttemptCount> {
  try {
    await retryOnConflict(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: countAttempt(limit, userId) },
            {
              ConditionCheck: {
                TableName: config.tableName,
                Key: keys.userCourse(userId, courseId),
                ConditionExpression: 'enrolled = :yes',
                ExpressionAttributeValues: { ':yes': true },
              },
            },
          ],
        }),
      ),
    );
    return 'counted';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    return reasons?.[1]?.Code === 'ConditionalCheckFailed' ? 'not-enrolled' : 'too-many';
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
    await db.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.userCourse(userId, courseId),
        UpdateExpression: attempt.passed ? 'SET #best = :best ADD quizzesPassed :quiz' : 'SET #best = :best',
        ConditionExpression: `enrolled = :yes AND (${better})`,
        ExpressionAttributeNames: {
          '#best': bestAttribute(quizId),
          '#passed': 'passed',
          '#percent': 'percent',
        },
        ExpressionAttributeValues: {
          ':best': attempt,
          ':percent': attempt.percent,
          ':no': false,
          ':yes': true,
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
