/** The account calls of the API contract. */
import type { MsgResponse, Session } from '@shared/types';
import { api } from '../../lib/api';

export const authApi = {
  login: (email: string, password: string) =>
    api<Session & Partial<MsgResponse>>('/api/login', 'POST', { email, password }),
  register: (form: {
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
    /** A path on this site for the verification link to lead back to. */
    redirect?: string;
  }) => api<MsgResponse>('/api/register', 'POST', form),
  verify: (id: string, token: string) =>
    api<MsgResponse>(`/api/users/${encodeURIComponent(id)}/verify/${encodeURIComponent(token)}`),
  forgotPassword: (email: string) => api<MsgResponse>('/api/users/reset', 'POST', { email }),
  resendVerification: (email: string) => api<MsgResponse>('/api/users/verify/resend', 'POST', { email }),
  checkResetLink: (id: string, token: string) =>
    api<MsgResponse>(`/api/users/${encodeURIComponent(id)}/reset/${encodeURIComponent(token)}`),
  resetPassword: (id: string, token: string, password: string, confirmPassword: string) =>
    api<MsgResponse>(`/api/users/${encodeURIComponent(id)}/reset/${encodeURIComponent(token)}`, 'POST', {
      password,
      confirmPassword,
    }),
};
