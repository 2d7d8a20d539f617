/** The learner's calls of the API contract: dashboard, player, progress, likes and notes. */
import type { Course, Dashboard, MsgResponse, Note, PlayResponse } from '@shared/types';
import { api } from '../../lib/api';

export interface LessonRef {
  courseId: string;
  lessonId: string;
}

export const learningApi = {
  dashboard: () => api<Dashboard & Partial<MsgResponse>>('/api/users/dashboard'),
  recommended: () => api<Course[] | string>('/api/recommended/course'),
  play: (id: string) => api<PlayResponse>(`/api/course/play/${encodeURIComponent(id)}`),
  enroll: (courseId: string) => api<MsgResponse>('/api/enroll', 'POST', { courseId }),
  completed: (courseId: string) => api<number[]>(`/api/lesson/completed/${encodeURIComponent(courseId)}`),
  complete: (lesson: LessonRef, done: boolean) =>
    api<number[]>('/api/lesson/complete', 'PUT', { ...lesson, done }),
  love: (id: string) => api<{ love: number }>('/api/user/course/loved', 'POST', { id }),
  unlove: (id: string) => api<{ love: number }>('/api/user/course/unloved', 'POST', { id }),
  notes: (lesson: LessonRef) => api<Note[]>('/api/note', 'POST', lesson),
  newNote: (lesson: LessonRef, note: { title: string; content: string }) =>
    api<{ note: Note }>('/api/note/new', 'POST', { ...lesson, ...note }),
  editNote: (lesson: LessonRef, noteId: string, note: { title: string; content: string }) =>
    api<{ note: Note }>('/api/note/edit', 'POST', { ...lesson, noteId, ...note }),
  deleteNote: (lesson: LessonRef, noteId: string) =>
    api<MsgResponse>('/api/note/delete', 'POST', { ...lesson, noteId }),
};
