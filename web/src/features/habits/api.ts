/** The weekly goal and reminder calls of the API contract (docs/api.md, "Weekly goals and reminders"). */
import type { GoalBody, HabitProgress } from '@shared/habits';
import type { MsgResponse } from '@shared/types';
import { api } from '../../lib/api';

export type GoalSaved = MsgResponse & { progress?: HabitProgress };

export const habitsApi = {
  progress: () => api<HabitProgress & Partial<MsgResponse>>('/api/users/me/progress'),
  saveGoal: (input: GoalBody) => api<GoalSaved>('/api/users/me/goal', 'PUT', input),
  /** Turns reminder mails off with the token of a mail's link: no login needed. */
  unsubscribe: (token: string) =>
    api<MsgResponse>(`/api/reminders/unsubscribe?${new URLSearchParams({ token })}`, 'POST'),
};
