/** An admin's quiz editor calls, made through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { AuthoredQuiz, QuizEditorData, QuizSummary } from '../../shared/quizzes';
import type { CookieJar } from './events';

const addQuestion = httpHandler('POST /api/admin/quiz/{quizId}/questions');
const addQuiz = httpHandler('POST /api/admin/course/{courseId}/quizzes');
const deleteQuestion = httpHandler('DELETE /api/admin/quiz/{quizId}/questions/{questionId}');
const deleteQuiz = httpHandler('DELETE /api/admin/quiz/{quizId}');
const editQuestion = httpHandler('PUT /api/admin/quiz/{quizId}/questions/{questionId}');
const getEditor = httpHandler('GET /api/admin/course/{courseId}/quizzes');
const reorderQuizzes = httpHandler('PUT /api/admin/course/{courseId}/quiz-order');
const updateQuiz = httpHandler('PUT /api/admin/quiz/{quizId}');

type Msg = { msg?: string };

export function quizEditorClient(jar: CookieJar) {
  const quizPath = (quizId: string) => `/api/admin/quiz/${quizId}`;
  return {
    editor: (courseId: string) =>
      jar.call<QuizEditorData & Msg>(getEditor, {
        path: `/api/admin/course/${courseId}/quizzes`,
        params: { courseId },
      }),
    addQuiz: (courseId: string, body: unknown) =>
      jar.call<AuthoredQuiz & Msg>(addQuiz, {
        path: `/api/admin/course/${courseId}/quizzes`,
        params: { courseId },
        body,
      }),
    reorder: (courseId: string, quizIds: unknown) =>
      jar.call<QuizSummary[] & Msg>(reorderQuizzes, {
        method: 'PUT',
        path: `/api/admin/course/${courseId}/quiz-order`,
        params: { courseId },
        body: { quizIds },
      }),
    updateQuiz: (quizId: string, body: unknown) =>
      jar.call<AuthoredQuiz & Msg>(updateQuiz, {
        method: 'PUT',
        path: quizPath(quizId),
        params: { quizId },
        body,
      }),
    deleteQuiz: (quizId: string) =>
      jar.call<Msg>(deleteQuiz, { method: 'DELETE', path: quizPath(quizId), params: { quizId } }),
    addQuestion: (quizId: string, body: unknown) =>
      jar.call<AuthoredQuiz & Msg>(addQuestion, {
        path: `${quizPath(quizId)}/questions`,
        params: { quizId },
        body,
      }),
    editQuestion: (quizId: string, questionId: string, body: unknown) =>
      jar.call<AuthoredQuiz & Msg>(editQuestion, {
        method: 'PUT',
        path: `${quizPath(quizId)}/questions/${questionId}`,
        params: { quizId, questionId },
        body,
      }),
    deleteQuestion: (quizId: string, questionId: string) =>
      jar.call<AuthoredQuiz & Msg>(deleteQuestion, {
        method: 'DELETE',
        path: `${quizPath(quizId)}/questions/${questionId}`,
        params: { quizId, questionId },
      }),
  };
}
