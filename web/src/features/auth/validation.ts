/** Client mirrors of the server's account rules (shared/validation.ts), in the spec's words. */
import { LIMITS, MESSAGES } from '@shared/constants';
import { registerSchema } from '@shared/validation';

export function registerProblem(form: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): string | null {
  if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirmPassword)
    return MESSAGES.invalidInputs;
  const result = registerSchema(form);
  return result.ok ? null : result.msg;
}

export function resetProblem(password: string, confirmPassword: string): string | null {
  return password.length >= LIMITS.passwordMin &&
    password.length <= LIMITS.resetPasswordMax &&
    password === confirmPassword
    ? null
    : MESSAGES.invalidInputs;
}
