/**
 * Rules of the lesson discussion (questions and answers under every lesson), shared by the
 * player's Discussion tab and the Lambdas that enforce them, and the shapes of its answers.
 */
import { fieldName, message } from './message';
import { type Field, fail, object, userText } from './validation';

export const QUESTION_TITLE_MIN = 5;
export const QUESTION_TITLE_MAX = 120;
export const POST_BODY_MAX = 2000;
/** Questions per page of a lesson's list. */
export const QUESTIONS_PAGE = 20;
/**
 * Answers one question can hold. It bounds a thread to one read and the deletion of a question
 * and all its answers to one transaction (DynamoDB allows 100 items in one).
 */
export const ANSWERS_PER_QUESTION_MAX = 50;

export const QUESTION_SORTS = ['top', 'new'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** A question's title; the Discussion tab checks each field with these before it sends. */
export const questionTitle = userText({ min: QUESTION_TITLE_MIN, max: QUESTION_TITLE_MAX });
// Line breaks and tabs are kept: only the ends are trimmed, as for every text field.
export const postBody = userText({ max: POST_BODY_MAX, multiline: true });

export const newQuestionSchema = object({ title: questionTitle, body: postBody });

export const newAnswerSchema = object({ body: postBody });

/** 1 casts the caller's vote, 0 takes it back. */
const voteValue: Field<0 | 1> = (value, name) =>
  value === 0 || value === 1
    ? { ok: true, value }
    : fail(message('{name} must be 1 or 0.', { name: fieldName(name) }));
export const voteSchema = object({ value: voteValue });

export interface QuestionSummary {
  _id: string;
  title: string;
  body: string;
  /** The author's display name, never an address. */
  author: string;
  createdAt: string;
  votes: number;
  answerCount: number;
  /** True once the asker accepted an answer. */
  answered: boolean;
}

export interface QuestionDetail extends QuestionSummary {
  courseId: string;
  lessonId: string;
  /** 1 when the caller voted for it, else 0. */
  myVote: 0 | 1;
  /** True when the caller wrote it (may accept and delete). */
  mine: boolean;
}

export interface AnswerView {
  _id: string;
  body: string;
  author: string;
  createdAt: string;
  votes: number;
  accepted: boolean;
  myVote: 0 | 1;
  mine: boolean;
}

export interface Thread {
  question: QuestionDetail;
  /** The accepted answer first, then by votes, then oldest first. */
  answers: AnswerView[];
}

/** The player's address of a thread: the mail and the Discussion tab link there. */
export const threadPath = (courseId: string, lessonId: string, questionId: string): string =>
  `/play/${encodeURIComponent(courseId)}?lesson=${encodeURIComponent(lessonId)}&question=${encodeURIComponent(questionId)}`;
