/**
 * The rules of the lesson discussion: who may read, post, vote, accept and delete, and what each
 * storage outcome means to the caller. Enrolled learners take part, voting for others' posts only;
 * the asker accepts; authors and admins delete. The asker hears of a new answer by mail, at most
 * once per question per hour.
 */

import {
  type AnswerView,
  QUESTION_SORTS,
  type QuestionSort,
  type Thread,
  threadPath,
} from '../../shared/discussion';
import { message } from '../../shared/message';
import {
  ensureOpenCounts,
  getAnswer,
  getQuestion,
  getThread,
  questionOfAnswer,
  type StoredQuestion,
} from '../data/discussion';
import { acceptAnswer, deleteAnswer, deleteQuestion } from '../data/discussion-changes';
import { claimAnswerMail } from '../data/discussion-mail';
import { type AnswerOutcome, putAnswer, putQuestion } from '../data/discussion-posts';
import { answerTarget, getVoter, questionTarget, setVote, type VoteOutcome } from '../data/discussion-votes';
import { listLessonQuestions, type QuestionPage } from '../data/question-pages';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { getUser } from '../data/users';
import { requireLesson } from '../learning/catalogue';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { BadRequest, Conflict, Forbidden, NotFound, TooMany, Unavailable } from '../lib/errors';
import { languageOf } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { composeMail, sendMail, siteLink } from '../lib/mail';
import type { SessionUser } from '../lib/session';

const QUESTION_NOT_FOUND = 'Question not found.';
const ANSWER_NOT_FOUND = 'Answer not found.';
const TOO_MANY_POSTS = 'You are posting very often. Please wait a while before posting again.';
const TOO_MANY_VOTES = 'You are voting very often. Please wait a while before voting again.';

const author = (user: SessionUser) => ({ userId: user.userId, name: user.name });
const mayDelete = (user: SessionUser, authorId: string) => user.userId === authorId || user.role === 'admin';

function created(result: AnswerOutcome): string {
  if (result.ok) return result.value.id;
  switch (result.refused) {
    case 'not-enrolled':
      throw new Forbidden(NOT_ENROLLED_MSG);
    case 'rate-limited':
      throw new TooMany(TOO_MANY_POSTS);
    case 'gone':
      throw new NotFound(QUESTION_NOT_FOUND);
    case 'full':
      throw new Conflict('This question has as many answers as it can hold.');
  }
}

function counted(result: VoteOutcome, post: 'question' | 'answer'): { votes: number } {
  if (result.ok) return { votes: result.value };
  switch (result.refused) {
    case 'not-enrolled':
      throw new Forbidden(NOT_ENROLLED_MSG);
    case 'own-post':
      throw new Forbidden(
        post === 'question'
          ? 'You cannot vote for your own question.'
          : 'You cannot vote for your own answer.',
      );
    case 'rate-limited':
      throw new TooMany(TOO_MANY_VOTES);
    case 'contended':
      throw new Unavailable();
    case 'gone':
      throw new NotFound(post === 'question' ? QUESTION_NOT_FOUND : ANSWER_NOT_FOUND);
  }
}

async function requireQuestion(questionId: string): Promise<StoredQuestion> {
  const question = await getQuestion(questionId);
  if (!question) throw new NotFound(QUESTION_NOT_FOUND);
  return question;
}

/** The question an answer id belongs to; 404 for an id that cannot be an answer's or a gone question. */
async function questionOf(answerId: string): Promise<StoredQuestion> {
  const questionId = questionOfAnswer(answerId);
  if (!questionId) throw new NotFound(ANSWER_NOT_FOUND);
  const question = await getQuestion(questionId);
  if (!question) throw new NotFound(ANSWER_NOT_FOUND);
  return question;
}

export function sortOf(value: string | undefined): QuestionSort {
  if (value === undefined || value === '') return 'top';
  if ((QUESTION_SORTS as readonly string[]).includes(value)) return value as QuestionSort;
  throw new BadRequest('sort must be top or new.');
}

/** A page of a lesson's questions for an enrolled learner: two parallel reads; 400 for a bad cursor. */
export async function lessonQuestions(
  user: SessionUser,
  where: { courseId: string; lessonId: string },
  sort: QuestionSort,
  cursor: string | undefined,
): Promise<QuestionPage> {
  const [voter, page] = await Promise.all([
    getVoter(user.userId, where.courseId),
    listLessonQuestions(where, sort, cursor),
  ]);
  if (!voter.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  return page;
}

export async function ask(
  user: SessionUser,
  where: { courseId: string; lessonId: string },
  text: { title: string; body: string },
): Promise<string> {
  const { course } = await requireLesson(where.courseId, where.lessonId);
  if (!course.openQuestions) await ensureOpenCounts(where.courseId);
  return created(await putQuestion(author(user), where, text, RATE_LIMITS.questionsPerLearner));
}

/** A question with its answers and the caller's votes: one Query, then one GetItem. */
export async function thread(user: SessionUser, questionId: string): Promise<Thread> {
  const found = await getThread(questionId);
  if (!found) throw new NotFound(QUESTION_NOT_FOUND);
  const { question, answers } = found;
  const voter = await getVoter(user.userId, question.courseId);
  if (!voter.enrolled) throw new Forbidden(NOT_ENROLLED_MSG);
  const vote = (id: string) => (voter.voted.has(id) ? 1 : 0);
  const views: AnswerView[] = answers.map((answer) => ({
    _id: answer._id,
    body: answer.body,
    author: answer.author,
    createdAt: answer.createdAt,
    votes: answer.votes,
    accepted: answer._id === question.acceptedAnswerId,
    myVote: vote(answer._id),
    mine: answer.authorId === user.userId,
  }));
  views.sort(
    (a, b) =>
      Number(b.accepted) - Number(a.accepted) || b.votes - a.votes || a.createdAt.localeCompare(b.createdAt),
  );
  const { authorId, acceptedAnswerId: _accepted, mailedAt: _mailed, ...shown } = question;
  return {
    question: { ...shown, myVote: vote(question._id), mine: authorId === user.userId },
    answers: views,
  };
}

/** Tells the asker about a new answer, unless they were told about this question within the hour. */
async function mailAsker(question: StoredQuestion, answerer: SessionUser): Promise<void> {
  if (question.authorId === answerer.userId) return;
  if (!(await claimAnswerMail(question._id, RATE_LIMITS.answerMailPerQuestion.windowSeconds))) return;
  const asker = await getUser(question.authorId);
  if (!asker) return;
  const language = languageOf(asker);
  try {
    await sendMail(
      composeMail(asker, language, {
        subject: 'Your question has a new answer',
        greetingName: asker.name,
        intro: message('{name} answered your question "{title}".', {
          name: answerer.name,
          title: question.title,
        }),
        action: 'Read the answer',
        link: siteLink(language, threadPath(question.courseId, question.lessonId, question._id)),
        footer: 'You get this mail at most once an hour per question, when someone else answers it.',
      }),
    );
  } catch (error) {
    // The answer is stored; a mail that failed is not worth failing the answer for.
    log.warn('answer mail failed', { questionId: question._id, error });
  }
}

export async function answer(user: SessionUser, questionId: string, body: string): Promise<string> {
  const question = await requireQuestion(questionId);
  const id = created(await putAnswer(author(user), question, body, RATE_LIMITS.answersPerLearner));
  await mailAsker(question, user);
  return id;
}

export async function voteQuestion(user: SessionUser, questionId: string, value: 0 | 1) {
  const question = await requireQuestion(questionId);
  const target = questionTarget(question);
  return counted(await setVote(user.userId, target, value, RATE_LIMITS.votesPerLearner), 'question');
}

export async function voteAnswer(user: SessionUser, answerId: string, value: 0 | 1) {
  const question = await questionOf(answerId);
  const target = answerTarget(question, answerId);
  return counted(await setVote(user.userId, target, value, RATE_LIMITS.votesPerLearner), 'answer');
}

export async function accept(user: SessionUser, answerId: string): Promise<void> {
  const question = await questionOf(answerId);
  if (question.authorId !== user.userId)
    throw new Forbidden('Only the person who asked can accept an answer.');
  if (!(await acceptAnswer(question, answerId)).ok) throw new NotFound(ANSWER_NOT_FOUND);
}

export async function removeQuestion(user: SessionUser, questionId: string): Promise<void> {
  const question = await requireQuestion(questionId);
  if (!mayDelete(user, question.authorId))
    throw new Forbidden('Only its author or an admin can delete this.');
  if (!(await deleteQuestion(questionId)).ok) throw new NotFound(QUESTION_NOT_FOUND);
}

export async function removeAnswer(user: SessionUser, answerId: string): Promise<void> {
  const question = await questionOf(answerId);
  const found = await getAnswer(question._id, answerId);
  if (!found) throw new NotFound(ANSWER_NOT_FOUND);
  if (!mayDelete(user, found.authorId)) throw new Forbidden('Only its author or an admin can delete this.');
  if (!(await deleteAnswer(question._id, answerId)).ok) throw new NotFound(ANSWER_NOT_FOUND);
}
