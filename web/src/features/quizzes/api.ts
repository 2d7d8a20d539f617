/** The quiz calls: a learner's (the quiz, its attempt, the course's quizzes) and the editor's (admins). */
import type {
  Answers,
  AttemptRefusal,
  AttemptResult,
  AuthoredQuiz,
  CourseQuiz,
  LearnerQuiz,
  QuestionDraft,
  QuizDraft,
  QuizEditorData,
  QuizSummary,
  QuizUpdate,
} from '@shared/quizzes';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

const quizPath = (quizId: string) => `/api/quiz/${encodeURIComponent(quizId)}`;
const adminQuiz = (quizId: string) => `/api/admin/quiz/${encodeURIComponent(quizId)}`;
const adminCourse = (courseId: string) => `/api/admin/course/${encodeURIComponent(courseId)}`;

export const quizApi = {
  quiz: (quizId: string) => api<LearnerQuiz>(quizPath(quizId)),
  courseQuizzes: (courseId: string) =>
    api<CourseQuiz[]>(`/api/course/${encodeURIComponent(courseId)}/quizzes`),
  /** 200 the result; 429 `{msg, retryAt}` over a limit; other refusals `{msg}`. */
  attempt: (quizId: string, answers: Answers) =>
    api<AttemptResult | AttemptRefusal | MsgResponse>(`${quizPath(quizId)}/attempt`, 'POST', { answers }),
};

export const quizEditorApi = {
  editor: (courseId: string) => api<QuizEditorData>(`${adminCourse(courseId)}/quizzes`),
  addQuiz: (courseId: string, quiz: QuizDraft) =>
    api<AuthoredQuiz>(`${adminCourse(courseId)}/quizzes`, 'POST', quiz),
  reorderQuizzes: (courseId: string, quizIds: string[]) =>
    api<QuizSummary[]>(`${adminCourse(courseId)}/quiz-order`, 'PUT', { quizIds }),
  updateQuiz: (quizId: string, update: QuizUpdate) => api<AuthoredQuiz>(adminQuiz(quizId), 'PUT', update),
  deleteQuiz: (quizId: string) => api<MsgResponse>(adminQuiz(quizId), 'DELETE'),
  addQuestion: (quizId: string, question: QuestionDraft) =>
    api<AuthoredQuiz>(`${adminQuiz(quizId)}/questions`, 'POST', question),
  editQuestion: (quizId: string, questionId: string, question: QuestionDraft) =>
    api<AuthoredQuiz>(`${adminQuiz(quizId)}/questions/${encodeURIComponent(questionId)}`, 'PUT', question),
  deleteQuestion: (quizId: string, questionId: string) =>
    api<AuthoredQuiz>(`${adminQuiz(quizId)}/questions/${encodeURIComponent(questionId)}`, 'DELETE'),
};
