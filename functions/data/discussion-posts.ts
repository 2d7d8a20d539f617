/**
 * Writing discussion posts: a question (counted open on its lesson) or an answer (counted on its
 * question, up to the cap), each in one transaction with the author's enrolment and rate limit, so
 * a refused post is neither stored nor counted.
 */
import { randomBytes } from 'node:crypto';
import { ANSWERS_PER_QUESTION_MAX } from '../../shared/discussion';
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { type Author, getQuestion, openCount, type StoredQuestion } from './discussion';
import { enrolledCheck } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';

const newQuestionId = (): string => randomBytes(12).toString('base64url');
const newAnswerId = (questionId: string): string => `${questionId}${randomBytes(12).toString('base64url')}`;

/** A stored post: its id and time. */
export interface Posted {
  id: string;
  createdAt: string;
}

export type PostOutcome = Outcome<Posted, 'not-enrolled' | 'rate-limited'>;

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
    ...keys.questionIndexes(where, id, createdAt, 0),
    ...keys.postByAuthor(author.userId, id, createdAt),
  };
  try {
    await retryOnConflict(() =>
      table.transact([
        enrolledCheck(author.userId, where.courseId),
        { Update: countAttempt(limit, author.userId) },
        {
          Put: {
            Item: item,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Update: openCount(where.courseId, where.lessonId, 1) },
      ]),
    );
    return done({ id, createdAt });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return refused('not-enrolled');
    if (failedAt(error, 1)) return refused('rate-limited');
    throw error;
  }
}

export type AnswerOutcome = Outcome<Posted, 'not-enrolled' | 'rate-limited' | 'gone' | 'full'>;

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
    ...keys.postByAuthor(author.userId, id, createdAt),
  };
  try {
    await retryOnConflict(() =>
      table.transact([
        enrolledCheck(author.userId, question.courseId),
        {
          Update: {
            Key: keys.question(question._id),
            UpdateExpression: 'ADD answerCount :one',
            ConditionExpression: 'attribute_exists(pk) AND answerCount < :max',
            ExpressionAttributeValues: { ':one': 1, ':max': ANSWERS_PER_QUESTION_MAX },
          },
        },
        { Update: countAttempt(limit, author.userId) },
        {
          Put: {
            Item: item,
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]),
    );
    return done({ id, createdAt });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return refused('not-enrolled');
    if (failedAt(error, 1)) return refused((await getQuestion(question._id)) ? 'full' : 'gone');
    if (failedAt(error, 2)) return refused('rate-limited');
    throw error;
  }
}
