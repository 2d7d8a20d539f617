/** Client mirrors of the server's account rules (shared/validation.ts), in the spec's words. */
import { MESSAGES } from '@shared/constants';
import { registerSchema, resetPasswordSchema } from '@shared/validation';

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

/** The server's own reset rule, so the form and the server never disagree on what a password may be. */
export function resetProblem(password: string, confirmPassword: string): string | null {
  const result = resetPasswordSchema({ password, confirmPassword });
  return result.ok ? null : result.msg;
}
