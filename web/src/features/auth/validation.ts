/** Client mirrors of the server's account rules (shared/validation.ts), in the spec's words. */
import { LIMITS } from '@shared/constants';
import { nameProblem, normaliseName } from '@shared/names';
import { EMAIL_PATTERN, resetPasswordSchema, textLength } from '@shared/validation';
import { t } from '../../i18n';
import { refusalMessage, sharedMessage } from '../../i18n/shared-messages';

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The hint beside a new password, in the spec's words ('*Minimum 8 characters') with the server's
 * maximum after it, both from the shared limits the server checks.
 */
export const passwordHint = () =>
  t('*Minimum {min} characters, at most {max}', { min: LIMITS.passwordMin, max: LIMITS.passwordMax });

/** What is wrong with each field of the sign-up form, in words that say how to fix it. */
export type RegisterFieldProblems = Partial<Record<keyof RegisterForm, string>>;

/**
 * The summary above the button, in the spec's words: its message for passwords that differ, and
 * 'Invalid inputs!' for everything else (each field then says what is wrong with it).
 */
export function registerProblem(form: RegisterForm): string | null {
  const problems = Object.keys(registerFieldProblems(form));
  if (problems.length === 0) return null;
  return problems.length === 1 && form.confirmPassword && problems[0] === 'confirmPassword'
    ? t('Password & Confirm Password should be same!')
    : t('Invalid inputs!');
}

const lengthProblem = (length: number, min: number, max: number): string | null =>
  length < min || length > max
    ? t('Use {min} to {max} characters (this has {length}).', { min, max, length })
    : null;

/**
 * Each field's problem, judged by the rules of `registerSchema` (the server's), so that the form
 * refuses exactly what the server would and every refusal points at a field.
 */
export function registerFieldProblems(form: RegisterForm): RegisterFieldProblems {
  const problems: RegisterFieldProblems = {};
  const name = normaliseName(form.name);
  if (!name) problems.name = t('Enter your name.');
  else {
    const hidden = nameProblem(name);
    const problem =
      lengthProblem(textLength(name), LIMITS.nameMin, LIMITS.nameMax) ?? (hidden && sharedMessage(hidden));
    if (problem) problems.name = problem;
  }

  const email = form.email.trim();
  if (!email) problems.email = t('Enter your e-mail address.');
  else if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.emailMax)
    problems.email = t('Enter an address like name@example.com.');

  if (!form.password) problems.password = t('Choose a password.');
  else {
    const problem = lengthProblem(textLength(form.password), LIMITS.passwordMin, LIMITS.passwordMax);
    if (problem) problems.password = problem;
  }

  if (!form.confirmPassword) problems.confirmPassword = t('Type the password again.');
  else if (form.password && form.confirmPassword !== form.password)
    problems.confirmPassword = t('This differs from the password above.');
  return problems;
}

/** The server's own reset rule, so the form and the server never disagree on what a password may be. */
export function resetProblem(password: string, confirmPassword: string): string | null {
  const result = resetPasswordSchema({ password, confirmPassword });
  return result.ok ? null : refusalMessage(result);
}
