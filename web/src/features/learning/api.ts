/** The learner's calls of the API contract: dashboard, player, progress, likes, notes and the notebook. */
import type { LearnerDashboard, Notebook, PlayAnswer } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import type { MsgResponse, Note } from '@shared/types';
import { api, countWrite } from '../../lib/api';
import type { LessonRef } from '../../lib/lesson-ref';

export type PositionRef = LessonRef & { position: number };

const POSITION_PATH = '/api/progress/position';

export const learningApi = {
  dashboard: () => api<LearnerDashboard & Partial<MsgResponse>>('/api/users/dashboard'),
  /** `lesson`: the lesson the player opens at, when its address names one; the answer carries its notes. */
  play: (id: string, lesson?: string) =>
    api<PlayAnswer>(
      `/api/course/play/${encodeURIComponent(id)}${lesson ? `?${new URLSearchParams({ lesson })}` : ''}`,
    ),
  enroll: (courseId: string) => api<MsgResponse>('/api/enroll', 'POST', { courseId }),
  complete: (lesson: LessonRef, done: boolean) =>
    api<number[]>('/api/lesson/complete', 'PUT', { ...lesson, done }),
  savePosition: (point: PositionRef) => api<MsgResponse>(POSITION_PATH, 'PUT', point),
  love: (id: string) => api<{ love: number }>('/api/user/course/loved', 'POST', { id }),
  unlove: (id: string) => api<{ love: number }>('/api/user/course/unloved', 'POST', { id }),
  notes: (lesson: LessonRef) => api<Note[]>('/api/note', 'POST', lesson),
  newNote: (lesson: LessonRef, note: { title: string; content: string; position?: number }) =>
    api<{ note: Note }>('/api/note/new', 'POST', { ...lesson, ...note }),
  editNote: (lesson: LessonRef, noteId: string, note: { title: string; content: string }) =>
    api<{ note: Note }>('/api/note/edit', 'POST', { ...lesson, noteId, ...note }),
  deleteNote: (lesson: LessonRef, noteId: string) =>
    api<MsgResponse>('/api/note/delete', 'POST', { ...lesson, noteId }),
  notebook: (courseId: string) => api<Notebook>(`/api/notebook/${encodeURIComponent(courseId)}`),
  claimCertificate: (courseId: string) => api<{ _id: string }>('/api/certificates', 'POST', { courseId }),
  quizzes: (courseId: string) => api<CourseQuiz[]>(`/api/course/${encodeURIComponent(courseId)}/quizzes`),
  /** Tells the content check that the lesson's video failed with the provider's error `code`. */
  reportProblem: ({ courseId, lessonId }: LessonRef, code: number) =>
    api<MsgResponse>(
      `/api/course/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/problem`,
      'POST',
      { code },
    ),
};

/**
 * Saves the resume point while the page is going away. `keepalive` lets the request outlive the
 * page (the shared helper waits for an answer nobody will read). It is a same-origin PUT, so the
 * browser sends the Origin header the server checks; sendBeacon could only POST.
 */
export function savePositionOnExit(point: PositionRef): void {
  void fetch(POSITION_PATH, {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(point),
  })
    .catch(() => {
      // The page is closing: there is no one left to tell, and the last periodic save stands.
    })
    // The page may stay after all (a hidden tab comes back): answers read before are then older.
    .finally(countWrite);
}
