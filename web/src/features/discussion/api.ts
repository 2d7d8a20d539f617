/** The lesson discussion calls of the API contract: questions, answers, votes, accepting, deleting. */
import type { QuestionSort, QuestionSummary, Thread } from '@shared/discussion';
import type { MsgResponse } from '@shared/types';
import { type ApiResult, api } from '../../lib/api';
import type { LessonRef } from '../../lib/lesson-ref';

/** A page of a lesson's questions and the cursor of the next one (null on the last page). */
export interface QuestionPage {
  questions: QuestionSummary[];
  next: string | null;
}

/** The header the list answers the next page's cursor in. */
const NEXT_CURSOR_HEADER = 'x-next-cursor';

const id = encodeURIComponent;
const questionsPath = ({ courseId, lessonId }: LessonRef) =>
  `/api/course/${id(courseId)}/lessons/${id(lessonId)}/questions`;

async function listPage(
  lesson: LessonRef,
  sort: QuestionSort,
  cursor?: string,
): Promise<ApiResult<QuestionPage | MsgResponse>> {
  const query = new URLSearchParams({ sort, ...(cursor ? { cursor } : {}) });
  const { status, data, headers } = await api<QuestionSummary[] | MsgResponse>(
    `${questionsPath(lesson)}?${query}`,
  );
  if (status !== 200 || !Array.isArray(data)) return { status, data: data as MsgResponse };
  return { status, data: { questions: data, next: headers?.get(NEXT_CURSOR_HEADER) || null } };
}

export const discussionApi = {
  list: listPage,
  ask: (lesson: LessonRef, question: { title: string; body: string }) =>
    api<{ _id: string } & Partial<MsgResponse>>(questionsPath(lesson), 'POST', question),
  thread: (questionId: string) => api<Thread & Partial<MsgResponse>>(`/api/questions/${id(questionId)}`),
  answer: (questionId: string, body: string) =>
    api<{ _id: string } & Partial<MsgResponse>>(`/api/questions/${id(questionId)}/answers`, 'POST', {
      body,
    }),
  voteQuestion: (questionId: string, value: 0 | 1) =>
    api<{ votes: number } & Partial<MsgResponse>>(`/api/questions/${id(questionId)}/vote`, 'PUT', { value }),
  voteAnswer: (answerId: string, value: 0 | 1) =>
    api<{ votes: number } & Partial<MsgResponse>>(`/api/answers/${id(answerId)}/vote`, 'PUT', { value }),
  accept: (answerId: string) => api<MsgResponse>(`/api/answers/${id(answerId)}/accept`, 'POST'),
  deleteQuestion: (questionId: string) => api<MsgResponse>(`/api/questions/${id(questionId)}`, 'DELETE'),
  deleteAnswer: (answerId: string) => api<MsgResponse>(`/api/answers/${id(answerId)}`, 'DELETE'),
};
