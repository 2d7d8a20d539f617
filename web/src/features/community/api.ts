/** The chat's moderation calls of the API contract: reports by learners, the rest by admins. */
import type { ChatReports, MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

const messagePath = (id: string, action?: 'mute' | 'dismiss') =>
  `/api/chat/messages/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const chatApi = {
  report: (messageId: string, reason: string) =>
    api<MsgResponse>('/api/chat/reports', 'POST', { messageId, reason }),
  reports: () => api<ChatReports>('/api/chat/reports'),
  remove: (id: string) => api<MsgResponse>(messagePath(id), 'DELETE'),
  mute: (id: string, minutes: number) =>
    api<MsgResponse & { until?: string }>(messagePath(id, 'mute'), 'POST', { minutes }),
  dismiss: (id: string) => api<MsgResponse>(messagePath(id, 'dismiss'), 'POST'),
};
