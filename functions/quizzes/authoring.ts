/**
 * Admins authoring a course's quizzes: add, edit, reorder and delete quizzes and their questions,
 * with the checks of the catalogue import. Every change reads the current state and writes over
 * exactly that state (functions/data/quizzes.ts), retrying a few times when another change came
 * first, so two editors never lose each other's work.
 */
import { message } from '../../shared/message';
import {
  type AuthoredQuiz,
  lessonProblem,
  QUIZ_LIMITS,
  type QuestionDraft,
  type QuizDraft,
  type QuizEditorData,
  type QuizSummary,
  type QuizUpdate,
  titleKey,
} from '../../shared/quizzes';
import {
  type AuthoringCourse,
  getAuthoringCourse,
  getQuiz,
  getQuizzes,
  type QuizChange,
  type StoredQuiz,
  saveQuizChange,
  summaryOf,
} from '../data/quizzes';
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import { authoredView, newQuiz, placeInOrder, storedQuestion } from './drafting';
import { importedQuestionId, newQuestionId, quizIdFor } from './ids';
import { QUIZ_NOT_FOUND } from './taking';

export const QUIZZES_CHANGED = 'The quizzes changed while you were editing. Reload the page and try again.';
const TRIES = 5;

/** Runs `change` until its write lands on the state it read, a few times at most. */
async function applyChange<T>(change: () => Promise<{ write: QuizChange; answer: T }>): Promise<T> {
  for (let i = 0; i < TRIES; i++) {
    const { write, answer } = await change();
    if ((await saveQuizChange(write)).ok) return answer;
  }
  throw new Conflict(QUIZZES_CHANGED);
}

async function requireCourse(courseId: string): Promise<AuthoringCourse> {
  const course = await getAuthoringCourse(courseId);
  if (!course) throw new NotFound('Course not found.');
  return course;
}

/** The quiz and its course, both current. */
async function requireQuiz(quizId: string): Promise<{ quiz: StoredQuiz; course: AuthoringCourse }> {
  const quiz = await getQuiz(quizId, true);
  if (!quiz) throw new NotFound(QUIZ_NOT_FOUND);
  return { quiz, course: await requireCourse(quiz.courseId) };
}

function checkLesson(course: AuthoringCourse, afterLesson: number): void {
  const problem = lessonProblem(
    afterLesson,
    course.lessons.map((l) => l.lesson),
  );
  if (problem) throw new BadRequest(problem);
}

function checkTitleFree(quizzes: readonly QuizSummary[], title: string, quizId?: string): void {
  if (quizzes.some((q) => q._id !== quizId && titleKey(q.title) === titleKey(title)))
    throw new Conflict(message('This course already has a quiz titled "{title}".', { title }));
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** Everything the editor shows: the course's lessons and its quizzes with answers, in course order. */
export async function editorDataOf(courseId: string): Promise<QuizEditorData> {
  const course = await requireCourse(courseId);
  const quizzes = await getQuizzes(course.quizzes.map((q) => q._id));
  return {
    course: { _id: course._id, name: course.name, lessons: course.lessons },
    quizzes: quizzes.map(authoredView),
  };
}

export function addQuiz(courseId: string, draft: QuizDraft): Promise<AuthoredQuiz> {
  return applyChange(async () => {
    const course = await requireCourse(courseId);
    checkLesson(course, draft.afterLesson);
    checkTitleFree(course.quizzes, draft.title);
    if (course.quizzes.length >= QUIZ_LIMITS.quizzesPerCourse)
      throw new BadRequest(
        message('A course has at most {max} quizzes.', { max: QUIZ_LIMITS.quizzesPerCourse }),
      );
    const quiz = newQuiz(courseId, quizIdFor(courseId, draft.title), draft, importedQuestionId);
    return {
      write: {
        courseId,
        index: { quizzes: placeInOrder(course.quizzes, summaryOf(quiz)), from: course.version },
        put: [quiz],
      },
      answer: authoredView({ ...quiz, version: 1 }),
    };
  });
}

/** A quiz stored with its changes, and the course's list updated to match. */
function rewrite(course: AuthoringCourse, quiz: StoredQuiz, changed: StoredQuiz) {
  const unchanged = JSON.stringify(summaryOf(quiz)) === JSON.stringify(summaryOf(changed));
  return {
    write: {
      courseId: course._id,
      ...(unchanged
        ? {}
        : { index: { quizzes: placeInOrder(course.quizzes, summaryOf(changed)), from: course.version } }),
      put: [changed],
    },
    answer: authoredView(changed),
  };
}

/** New settings, and optionally the questions in a new order (every question id, once). */
export function updateQuiz(quizId: string, update: QuizUpdate): Promise<AuthoredQuiz> {
  return applyChange(async () => {
    const { quiz, course } = await requireQuiz(quizId);
    checkLesson(course, update.afterLesson);
    checkTitleFree(course.quizzes, update.title, quizId);
    const byId = new Map(quiz.questions.map((q) => [q._id, q]));
    if (update.questionIds && !sameIds(update.questionIds, [...byId.keys()]))
      throw new Conflict(QUIZZES_CHANGED);
    const questions = update.questionIds ? update.questionIds.map((id) => byId.get(id)!) : quiz.questions;
    const { title, afterLesson, passPercent } = update;
    return rewrite(course, quiz, { ...quiz, title, afterLesson, passPercent, questions });
  });
}

export function deleteQuiz(quizId: string): Promise<void> {
  return applyChange(async () => {
    const { course } = await requireQuiz(quizId);
    const quizzes = course.quizzes.filter((q) => q._id !== quizId);
    return {
      write: { courseId: course._id, index: { quizzes, from: course.version }, remove: [quizId] },
      answer: undefined,
    };
  });
}

/** The course's quizzes in a new order; it must keep them in lesson order. */
export function reorderQuizzes(courseId: string, quizIds: string[]): Promise<QuizSummary[]> {
  return applyChange(async () => {
    const course = await requireCourse(courseId);
    const byId = new Map(course.quizzes.map((q) => [q._id, q]));
    if (!sameIds(quizIds, [...byId.keys()])) throw new Conflict(QUIZZES_CHANGED);
    const quizzes = quizIds.map((id) => byId.get(id)!);
    const misplaced = quizzes.findIndex((q, i) => i > 0 && q.afterLesson < quizzes[i - 1]!.afterLesson);
    if (misplaced > 0)
      throw new BadRequest(
        message(
          'Quizzes follow the lessons: "{title}" (after lesson {lesson}) cannot come after a quiz that follows lesson {previous}. Change its lesson instead.',
          {
            title: quizzes[misplaced]!.title,
            lesson: quizzes[misplaced]!.afterLesson,
            previous: quizzes[misplaced - 1]!.afterLesson,
          },
        ),
      );
    return { write: { courseId, index: { quizzes, from: course.version } }, answer: quizzes };
  });
}

export function addQuestion(quizId: string, draft: QuestionDraft): Promise<AuthoredQuiz> {
  return applyChange(async () => {
    const { quiz, course } = await requireQuiz(quizId);
    if (quiz.questions.length >= QUIZ_LIMITS.questionsMax)
      throw new BadRequest(message('A quiz has at most {max} questions.', { max: QUIZ_LIMITS.questionsMax }));
    const questions = [...quiz.questions, storedQuestion(draft, newQuestionId())];
    return rewrite(course, quiz, { ...quiz, questions });
  });
}

function questionIndex(quiz: StoredQuiz, questionId: string): number {
  const index = quiz.questions.findIndex((q) => q._id === questionId);
  if (index < 0) throw new NotFound('Question not found.');
  return index;
}

export function editQuestion(
  quizId: string,
  questionId: string,
  draft: QuestionDraft,
): Promise<AuthoredQuiz> {
  return applyChange(async () => {
    const { quiz, course } = await requireQuiz(quizId);
    const index = questionIndex(quiz, questionId);
    const questions = quiz.questions.map((q, i) => (i === index ? storedQuestion(draft, q._id, q) : q));
    return rewrite(course, quiz, { ...quiz, questions });
  });
}

export function deleteQuestion(quizId: string, questionId: string): Promise<AuthoredQuiz> {
  return applyChange(async () => {
    const { quiz, course } = await requireQuiz(quizId);
    questionIndex(quiz, questionId);
    if (quiz.questions.length === 1)
      throw new BadRequest('A quiz needs at least one question: delete the quiz instead.');
    return rewrite(course, quiz, { ...quiz, questions: quiz.questions.filter((q) => q._id !== questionId) });
  });
}
