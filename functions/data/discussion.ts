/**
 * Lesson discussion posts: questions and answers. A question and its answers share the partition
 * `QUESTION#id`, so a thread is one Query and deleting a question with all its answers is one
 * transaction (answers per question are capped below DynamoDB's 100 items per transaction). This
 * module holds what posts are and how they are read; they are written by `discussion-posts.ts`,
 * accepted and deleted by `discussion-changes.ts`, voted on by `discussion-votes.ts`, mailed about
 * by `discussion-mail.ts`, listed a page at a time by `question-pages.ts` (GSI1 newest first, GSI4
 * most votes first), and found by author (GSI2) by `discussion-authors.ts`. Answers here are data;
 * the domain decides the words.
 */
import type { QuestionSummary } from '../../shared/discussion';
import { keys } from './keys';
import { table } from './table-client';

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
// answer names its thread without a look-up (discussion-posts.ts makes them).
const QUESTION_ID_LENGTH = 16;
export const QUESTION_ID = new RegExp(`[A-Za-z0-9_-]{${QUESTION_ID_LENGTH}}`);

/** The question an answer id belongs to, or null for an id of another shape. */
export const questionOfAnswer = (answerId: string): string | null =>
  answerId.length === 2 * QUESTION_ID_LENGTH ? answerId.slice(0, QUESTION_ID_LENGTH) : null;

/** What every post holds, question or answer. */
const toPost = (item: Record<string, unknown>) => ({
  _id: item._id as string,
  body: item.body as string,
  author: item.authorName as string,
  createdAt: item.createdAt as string,
  votes: Number(item.votes ?? 0),
});

export const toSummary = (item: Record<string, unknown>): QuestionSummary => ({
  ...toPost(item),
  title: item.title as string,
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
  ...toPost(item),
  questionId: item.questionId as string,
  authorId: item.authorId as string,
});

/** The course item's per-lesson count of open (not yet answered) questions, as an update. */
export const openCount = (courseId: string, lessonId: string, delta: 1 | -1) => ({
  Key: keys.course(courseId),
  UpdateExpression: 'SET openQuestions.#lesson = if_not_exists(openQuestions.#lesson, :zero) + :delta',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#lesson': lessonId },
  ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
});

/** Gives the course its map of open-question counts if it has none yet (idempotent). */
export async function ensureOpenCounts(courseId: string): Promise<void> {
  await table.update({
    Key: keys.course(courseId),
    UpdateExpression: 'SET openQuestions = if_not_exists(openQuestions, :empty)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':empty': {} },
  });
}

export async function getQuestion(questionId: string, consistent = true): Promise<StoredQuestion | null> {
  const item = await table.get(keys.question(questionId), { ConsistentRead: consistent });
  return item ? toQuestion(item) : null;
}

export async function getAnswer(questionId: string, answerId: string): Promise<StoredAnswer | null> {
  const item = await table.get(keys.answer(questionId, answerId), { ConsistentRead: true });
  return item ? toAnswer(item) : null;
}

/** A question and all its answers: one Query of the question's partition (one page: answers are capped). */
export async function getThread(
  questionId: string,
  consistent = false,
): Promise<{ question: StoredQuestion; answers: StoredAnswer[] } | null> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.question(questionId).pk },
    ConsistentRead: consistent,
  });
  const question = items.find((item) => item.sk === keys.question(questionId).sk);
  if (!question) return null;
  return { question: toQuestion(question), answers: items.filter((item) => item !== question).map(toAnswer) };
}
