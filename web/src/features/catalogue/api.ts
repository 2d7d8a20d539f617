/** The catalogue calls of the API contract. */
import type { CataloguePage } from '@shared/catalogue';
import type { Course, MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

export const catalogueApi = {
  list: () => api<Course[]>('/api/course'),
  /** One course of the whole catalogue: for its size and facets, not its items. */
  overview: () => api<CataloguePage>('/api/catalogue?limit=1'),
  detail: (id: string) => api<Course>(`/api/course/detail/${encodeURIComponent(id)}`),
  enroll: (courseId: string) =>
    api<MsgResponse & { alreadyEnrolled?: boolean }>('/api/enroll', 'POST', { courseId }),
};
