/** The account calls of the API contract. */
import type { MsgResponse, Session } from '@shared/types';
import { api } from '../../lib/api';
import { linkPath } from './loaders';

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
  forgotPassword: (email: string) => api<MsgResponse>('/api/users/reset', 'POST', { email }),
  /** `redirect`: the sign-up's, for the new link to lead back to the same page. */
  resendVerification: (email: string, redirect?: string) =>
    api<MsgResponse>('/api/users/verify/resend', 'POST', { email, redirect }),
  resetPassword: (id: string, token: string, password: string, confirmPassword: string) =>
    api<MsgResponse>(linkPath('reset', id, token), 'POST', { password, confirmPassword }),
};
