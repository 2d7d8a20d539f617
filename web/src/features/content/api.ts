/** The admin's content health calls of the API contract. */

import type { ContentCheckResult, ContentHealth } from '@shared/content';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

const coursePath = (courseId: string) => `/api/admin/course/${encodeURIComponent(courseId)}`;
const lessonPath = (courseId: string, lessonId: string) =>
  `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

export const contentApi = {
  health: () => api<ContentHealth>('/api/admin/content-health'),
  check: () => api<ContentCheckResult & Partial<MsgResponse>>('/api/admin/content-check', 'POST'),
  /** `videoId`: the new video, checked by the server before the lesson changes. */
  replace: (courseId: string, lessonId: string, videoId: string) =>
    api<MsgResponse>(lessonPath(courseId, lessonId), 'PUT', { link: videoId }),
  hide: (courseId: string, lessonId: string) =>
    api<MsgResponse>(lessonPath(courseId, lessonId), 'PUT', { hidden: true }),
  applyDrift: (courseId: string) => api<MsgResponse>(`${coursePath(courseId)}/drift`, 'POST'),
};
