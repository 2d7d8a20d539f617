/** The course request calls of the API contract, and the admin's decisions on them. */
import type { ApproveInput, PlaylistAnswer } from '@shared/requests';
import type { CourseRequest, MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

/** The request form's fields, as typed. */
export type RequestForm = {
  name: string;
  email: string;
  topic: string;
  playlist: string;
  message: string;
};

const requestPath = (id: string, decision: 'approve' | 'reject') =>
  `/api/request/${encodeURIComponent(id)}/${decision}`;

export const requestsApi = {
  submit: (form: RequestForm) => api<MsgResponse>('/api/course/request', 'POST', form),
  list: () => api<CourseRequest[]>('/api/request/list', 'POST'),
  approve: (id: string, course: ApproveInput) =>
    api<MsgResponse & { courseId?: string }>(requestPath(id, 'approve'), 'POST', course),
  reject: (id: string, reason?: string) =>
    api<MsgResponse>(requestPath(id, 'reject'), 'POST', reason ? { reason } : {}),
  /** A playlist's items as lessons (admins); a refusal's `msg` says why. */
  playlist: (playlist: string) =>
    api<PlaylistAnswer | MsgResponse>(`/api/admin/playlist?url=${encodeURIComponent(playlist)}`),
};
