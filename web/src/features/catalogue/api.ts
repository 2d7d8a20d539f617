/** The catalogue calls of the API contract. */
import type { Course, MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

export const catalogueApi = {
  list: () => api<Course[]>('/api/course'),
  detail: (id: string) => api<Course>(`/api/course/detail/${encodeURIComponent(id)}`),
  enroll: (courseId: string) =>
    api<MsgResponse & { alreadyEnrolled?: boolean }>('/api/enroll', 'POST', { courseId }),
};
