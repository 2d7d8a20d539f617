/** The discussion calls of the API contract, made through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { QuestionSummary, Thread } from '../../shared/discussion';
import type { CookieJar } from './events';

const list = httpHandler('GET /api/course/{courseId}/lessons/{lessonId}/questions');
const ask = httpHandler('POST /api/course/{courseId}/lessons/{lessonId}/questions');
const get = httpHandler('GET /api/questions/{id}');
const answer = httpHandler('POST /api/questions/{id}/answers');
const voteQuestion = httpHandler('PUT /api/questions/{id}/vote');
const voteAnswer = httpHandler('PUT /api/answers/{id}/vote');
const accept = httpHandler('POST /api/answers/{id}/accept');
const deleteQuestion = httpHandler('DELETE /api/questions/{id}');
const deleteAnswer = httpHandler('DELETE /api/answers/{id}');

type Body = Record<string, unknown>;

export interface Lesson {
  courseId: string;
  lessonId: string;
}

const questionsPath = ({ courseId, lessonId }: Lesson) =>
  `/api/course/${courseId}/lessons/${lessonId}/questions`;

export function discussionClient(jar: CookieJar) {
  return {
    list: (lesson: Lesson, query: Record<string, string> = {}) =>
      jar.call<QuestionSummary[] & { msg?: string }>(list, {
        path: questionsPath(lesson),
        params: { ...lesson },
        query,
      }),
    ask: (lesson: Lesson, body: Body) =>
      jar.call<{ _id: string; msg?: string }>(ask, {
        path: questionsPath(lesson),
        params: { ...lesson },
        body,
      }),
    thread: (id: string) =>
      jar.call<Thread & { msg?: string }>(get, { path: `/api/questions/${id}`, params: { id } }),
    answer: (id: string, body: Body) =>
      jar.call<{ _id: string; msg?: string }>(answer, {
        path: `/api/questions/${id}/answers`,
        params: { id },
        body,
      }),
    voteQuestion: (id: string, value: unknown) =>
      jar.call<{ votes: number; msg?: string }>(voteQuestion, {
        method: 'PUT',
        path: `/api/questions/${id}/vote`,
        params: { id },
        body: { value },
      }),
    voteAnswer: (id: string, value: unknown) =>
      jar.call<{ votes: number; msg?: string }>(voteAnswer, {
        method: 'PUT',
        path: `/api/answers/${id}/vote`,
        params: { id },
        body: { value },
      }),
    accept: (id: string) =>
      jar.call<Body>(accept, { method: 'POST', path: `/api/answers/${id}/accept`, params: { id } }),
    deleteQuestion: (id: string) =>
      jar.call<Body>(deleteQuestion, { method: 'DELETE', path: `/api/questions/${id}`, params: { id } }),
    deleteAnswer: (id: string) =>
      jar.call<Body>(deleteAnswer, { method: 'DELETE', path: `/api/answers/${id}`, params: { id } }),
  };
}

export type DiscussionClient = ReturnType<typeof discussionClient>;
