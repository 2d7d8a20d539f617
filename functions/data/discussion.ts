/**
 * Lesson discussion posts: questions and answers. A question and its answers share the partition
 * `QUESTION#id`, so a thread is one Query and deleting a question with all its answers is one
 * transaction (answers per question are capped below DynamoDB's 100 items per transaction). A
 * lesson's questions are listed a page at a time from GSI1 (newest first) or GSI4 (most votes
 * first) by `question-pages.ts`, and voted on by `discussion-votes.ts`; a learner's posts are one
 * Query on GSI2. Answers here are data; the domain decides the words.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ANSWERS_PER_QUESTION_MAX, type QuestionSummary } from '../../shared/discussion';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { keys } from './keys';
import { queryAll } from './query';
import { countAttempt, type RateLimit } from './rate-limits';

export interface Author {
  userId: string;
  name: string;
}

export interface StoredQuestion extends QuestionSummary {
  courseId: string;
  lessonId: string;
  authorId: string;
  acceptedAnswerId?: string;
  mailedAt?: string;
}

export interface StoredAnswer {
  _id: string;
  questionId: string;
  body: string;
  author: string;
  authorId: string;
  createdAt: string;
  votes: number;
}

// A question id is 16 url-safe characters; an answer's id is its question's id and 16 more, so an
// answer names its thread without a look-up.
const QUESTION_ID_LENGTH = 16;
export const QUESTION_ID = new RegExp(`[A-Za-z0-9_-]{${QUESTION_ID_LENGTH}}`);
const newQuestionId = (): string => randomBytes(12).toString('base64url');
const newAnswerId = (questionId: string): string => `${questionId}${randomBytes(12).toString('base64url')}`;

/** The question an answer id belongs to, or null for an id of another shape. */
export const questionOfAnswer = (answerId: string): string | null =>
  answerId.length === 2 * QUESTION_ID_LENGTH ? answerId.slice(0, QUESTION_ID_LENGTH) : null;

/** GSI4's sort key: votes (zero-padded, so text order is number order), then age, then id. */
export const rankKey = (votes: number, createdAt: string, id: string): string =>
  `${String(votes).padStart(10, '0')}#${createdAt}#${id}`;

export const toSummary = (item: Record<string, unknown>): QuestionSummary => ({
  _id: item._id as string,
  title: item.title as string,
  body: item.body as string,
  author: item.authorName as string,
  createdAt: item.createdAt as string,
  votes: Number(item.votes ?? 0),
  answerCount: Number(item.answerCount ?? 0),
  answered: typeof item.acceptedAnswerId === 'string',
});

const toQuestion = (item: Record<string, unknown>): StoredQuestion => ({
  ...toSummary(item),
  courseId: item.courseId as string,
  lessonId: item.lessonId as string,
  authorId: item.authorId as string,
  ...(typeof item.acceptedAnswerId === 'string' ? { acceptedAnswerId: item.acceptedAnswerId } : {}),
  ...(typeof item.mailedAt === 'string' ? { mailedAt: item.mailedAt } : {}),
});

const toAnswer = (item: Record<string, unknown>): StoredAnswer => ({
  _id: item._id as string,
  questionId: item.questionId as string,
  body: item.body as string,
  author: item.authorName as string,
  authorId: item.authorId as string,
  createdAt: item.createdAt as string,
  votes: Number(item.votes ?? 0),
});

/** The course item's per-lesson count of open (not yet answered) questions, as an update. */
const openCount = (courseId: string, lessonId: string, delta: 1 | -1) => ({
  TableName: config.tableName,
  Key: keys.course(courseId),
  UpdateExpression: 'SET openQuestions.#lesson = if_not_exists(openQuestions.#lesson, :zero) + :delta',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#lesson': lessonId },
  ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
});

/** Gives the course its map of open-question counts if it has none yet (idempotent). */
export async function ensureOpenCounts(courseId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.course(courseId),
      UpdateExpression: 'SET openQuestions = if_not_exists(openQuestions, :empty)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
}

/** The learner must be enrolled in the course, checked inside the transaction that writes. */
const enrolledCheck = (userId: string, courseId: string) => ({
  ConditionCheck: {
    TableName: config.tableName,
    Key: keys.userCourse(userId, courseId),
    ConditionExpression: 'enrolled = :yes',
    ExpressionAttributeValues: { ':yes': true },
  },
});

export type PostOutcome =
  | { outcome: 'created'; id: string; createdAt: string }
  | { outcome: 'not-enrolled' | 'rate-limited' };

/**
 * Stores a question, counts it against the author's limit, checks the enrolment and counts it open
 * on the course, all or nothing. The course must already have its open-count map.
 */
export async function putQuestion(
  author: Author,
  where: { courseId: string; lessonId: string },
  text: { title: string; body: string },
  limit: RateLimit,
): Promise<PostOutcome> {
  const id = newQuestionId();
  const createdAt = new Date().toISOString();
  const lesson = keys.lessonQuestions(where.courseId, where.lessonId);
  const item = {
    ...keys.question(id),
    type: 'question',
    _id: id,
    courseId: where.courseId,
    lessonId: where.lessonId,
    title: text.title,
    body: text.body,
    authorId: author.userId,
    authorName: author.name,
    createdAt,
    votes: 0,
    answerCount: 0,
    gsi1pk: lesson,
    gsi1sk: `${createdAt}#${id}`,
    ...keys.postsBy(author.userId),
    gsi2sk: `${createdAt}#${id}`,
    gsi4pk: lesson,
    gsi4sk: rankKey(0, createdAt, id),
  };
  try {
    await retryOnConflict(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            enrolledCheck(author.userId, where.courseId),
            { Update: countAttempt(limit, author.userId) },
            {
              Put: {
                TableName: config.tableName,
                Item: item,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Update: openCount(where.courseId, where.lessonId, 1) },
          ],
        }),
      ),
    );
    return { outcome: 'created', id, createdAt };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return { outcome: 'not-enrolled' };
    if (failedAt(error, 1)) return { outcome: 'rate-limited' };
    throw error;
  }
}

export type AnswerOutcome = PostOutcome | { outcome: 'gone' | 'full' };

/** Stores an answer and counts it on its question (up to the cap), all or nothing. */
export async function putAnswer(
  author: Author,
  question: Pick<StoredQuestion, '_id' | 'courseId'>,
  body: string,
  limit: RateLimit,
): Promise<AnswerOutcome> {
  const id = newAnswerId(question._id);
  const createdAt = new Date().toISOString();
  const item = {
    ...keys.answer(question._id, id),
    type: 'answer',
    _id: id,
    questionId: question._id,
    courseId: question.courseId,
    body,
    authorId: author.userId,
    authorName: author.name,
    createdAt,
    votes: 0,
    ...keys.postsBy(author.userId),
    gsi2sk: `${createdAt}#${id}`,
  };
  try {
    await retryOnConflict(() =>
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            enrolledCheck(author.userId, question.courseId),
            {
              Update: {
                TableName: config.tableName,
                Key: keys.question(question._id),
                UpdateExpression: 'ADD answerCount :one',
                ConditionExpression: 'attribute_exists(pk) AND answerCount < :max',
                ExpressionAttributeValues: { ':one': 1, ':max': ANSWERS_PER_QUESTION_MAX },
              },
            },
            { Update: countAttempt(limit, author.userId) },
            {
              Put: {
                TableName: config.tableName,
                Item: item,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    return { outcome: 'created', id, createdAt };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return { outcome: 'not-enrolled' };
    if (failedAt(error, 1))
      return (await getQuestion(question._id)) ? { outcome: 'full' } : { outcome: 'gone' };
    if (failedAt(error, 2)) return { outcome: 'rate-limited' };
    throw error;
  }
}

export async function getQuestion(questionId: string, consistent = true): Promise<StoredQuestion | null> {
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.question(questionId),
      ConsistentRead: consistent,
    }),
  );
  return out.Item ? toQuestion(out.Item) : null;
}

export async function getAnswer(questionId: string, answerId: string): Promise<StoredAnswer | null> {
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.answer(questionId, answerId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toAnswer(out.Item) : null;
}

/** A question and all its answers: one Query of the question's partition (one page: answers are capped). */
export async function getThread(
  questionId: string,
  consistent = false,
): Promise<{ question: StoredQuestion; answers: StoredAnswer[] } | null> {
  const items = await queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.question(questionId).pk },
    ConsistentRead: consistent,
  });
  const question = items.find((item) => item.sk === keys.question(questionId).sk);
  if (!question) return null;
  return { question: toQuestion(question), answers: items.filter((item) => item !== question).map(toAnswer) };
}

/** How often a change that lost a race with another reads again and retries. */
const MAX_ATTEMPTS = 40;

export type ChangeOutcome = 'done' | 'gone';

/**
 * Marks `answerId` as its question's accepted answer; accepting another moves the mark. The first
 * accepted answer makes the question no longer open on its lesson.
 */
export async function acceptAnswer(question: StoredQuestion, answerId: string): Promise<ChangeOutcome> {
  let current: StoredQuestion | null = question;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && current; attempt++) {
    if (current.acceptedAnswerId === answerId) return 'done';
    const previous = current.acceptedAnswerId;
    try {
      await retryOnConflict(() =>
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: config.tableName,
                  Key: keys.question(question._id),
                  UpdateExpression: 'SET acceptedAnswerId = :answer',
                  ConditionExpression: previous
                    ? 'acceptedAnswerId = :previous'
                    : 'attribute_exists(pk) AND attribute_not_exists(acceptedAnswerId)',
                  ExpressionAttributeValues: {
                    ':answer': answerId,
                    ...(previous ? { ':previous': previous } : {}),
                  },
                },
              },
              {
                ConditionCheck: {
                  TableName: config.tableName,
                  Key: keys.answer(question._id, answerId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              ...(previous ? [] : [{ Update: openCount(question.courseId, question.lessonId, -1) }]),
            ],
          }),
        ),
      );
      return 'done';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 1)) return 'gone';
      current = await getQuestion(question._id);
    }
  }
  return 'gone';
}

/**
 * Deletes an answer and uncounts it; a deleted accepted answer leaves its question open again. The
 * question's state is a condition of the transaction, so a parallel accept cannot be lost.
 */
export async function deleteAnswer(questionId: string, answerId: string): Promise<ChangeOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const question = await getQuestion(questionId);
    if (!question) return 'gone';
    const wasAccepted = question.acceptedAnswerId === answerId;
    try {
      await retryOnConflict(() =>
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: config.tableName,
                  Key: keys.answer(questionId, answerId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              {
                Update: {
                  TableName: config.tableName,
                  Key: keys.question(questionId),
                  UpdateExpression: `ADD answerCount :minusOne${wasAccepted ? ' REMOVE acceptedAnswerId' : ''}`,
                  ConditionExpression: wasAccepted
                    ? 'acceptedAnswerId = :answer'
                    : 'attribute_exists(pk) AND (attribute_not_exists(acceptedAnswerId) OR acceptedAnswerId <> :answer)',
                  ExpressionAttributeValues: { ':minusOne': -1, ':answer': answerId },
                },
              },
              ...(wasAccepted ? [{ Update: openCount(question.courseId, question.lessonId, 1) }] : []),
            ],
          }),
        ),
      );
      return 'done';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 0)) return 'gone';
    }
  }
  return 'gone';
}

/**
 * Deletes a question with all its answers in one transaction (at most 1 + 50 deletes and the
 * course's count), conditioned on the answer count and accepted answer just read, so an answer
 * posted meanwhile is never left behind: the read and the transaction are then simply repeated.
 */
export async function deleteQuestion(questionId: string): Promise<ChangeOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const thread = await getThread(questionId, true);
    if (!thread) return 'gone';
    const { question, answers } = thread;
    const answered = question.acceptedAnswerId !== undefined;
    try {
      await retryOnConflict(() =>
        db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: config.tableName,
                  Key: keys.question(questionId),
                  ConditionExpression: answered
                    ? 'answerCount = :count AND acceptedAnswerId = :accepted'
                    : 'answerCount = :count AND attribute_not_exists(acceptedAnswerId)',
                  ExpressionAttributeValues: {
                    ':count': answers.length,
                    ...(answered ? { ':accepted': question.acceptedAnswerId } : {}),
                  },
                },
              },
              ...answers.map((answer) => ({
                Delete: { TableName: config.tableName, Key: keys.answer(questionId, answer._id) },
              })),
              ...(answered ? [] : [{ Update: openCount(question.courseId, question.lessonId, -1) }]),
            ],
          }),
        ),
      );
      return 'done';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return 'gone';
}

/**
 * Claims the question's answer mail for now unless one went out within `withinSeconds`: true when
 * this caller may send it. The claim is a conditional write, so parallel answers send one mail.
 */
export async function claimAnswerMail(questionId: string, withinSeconds: number): Promise<boolean> {
  const now = new Date();
  try {
    await db.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.question(questionId),
        UpdateExpression: 'SET mailedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(mailedAt) OR mailedAt < :since)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':since': new Date(now.getTime() - withinSeconds * 1000).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A question or answer as its author's data export lists it. */
export interface AuthoredPost {
  kind: 'question' | 'answer';
  _id: string;
  courseId: string;
  /** The question's lesson, or the question an answer belongs to. */
  lessonId: string | null;
  questionId: string | null;
  title: string | null;
  body: string;
  createdAt: string;
  votes: number;
  pk: string;
  sk: string;
}

/**
 * Every question and answer the learner wrote, oldest first: one Query of GSI2 (a page per MB). What
 * their export lists, and what deleting their account anonymises.
 */
export async function postsBy(userId: string): Promise<AuthoredPost[]> {
  const items = await queryAll({
    TableName: config.tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.postsBy(userId).gsi2pk },
  });
  return items.map((item) => {
    const isQuestion = item.sk === keys.question('').sk;
    return {
      kind: isQuestion ? 'question' : 'answer',
      _id: String(item._id),
      courseId: String(item.courseId),
      lessonId: isQuestion ? String(item.lessonId) : null,
      questionId: isQuestion ? null : String(item.questionId),
      title: isQuestion ? String(item.title) : null,
      body: String(item.body),
      createdAt: String(item.createdAt),
      votes: Number(item.votes ?? 0),
      pk: String(item.pk),
      sk: String(item.sk),
    };
  });
}

/**
 * The update that keeps a post but takes its author away (their account was deleted): the name
 * shown becomes `name`, and neither the author's id nor their GSI2 entry remains. Conditioned on
 * the post still existing, so a post deleted meanwhile is not brought back as a stub.
 */
export const anonymisedPost = (post: { pk: string; sk: string }, name: string) => ({
  TableName: config.tableName,
  Key: { pk: post.pk, sk: post.sk },
  UpdateExpression: 'SET authorName = :name REMOVE authorId, gsi2pk, gsi2sk',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':name': name },
});
