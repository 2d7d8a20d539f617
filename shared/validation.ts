/**
 * Input rules shared by the browser (for comfort) and the Lambdas (for enforcement).
 *
 * A schema turns unknown JSON into a typed value or a user-facing message. It is deliberately tiny:
 * the product's forms are flat objects of strings, numbers and booleans.
 */
import { LIMITS, MESSAGES } from './constants';
import { lazily } from './lazily';
import { english, fieldName, type Message, message, type Text } from './message';
import { REDIRECT_MSG, SAME_SITE_PATH, SAME_SITE_PATH_MAX } from './same-site-path';
import { normaliseText, type TextShape, textProblem } from './text';

/**
 * A refusal's `msg` is its English text (what the browser's own checks show); a message with values
 * also keeps its `template`, so the server can answer it in the caller's language (shared/message.ts).
 */
export type Refusal = { ok: false; msg: string; template?: Message };
export type Result<T> = { ok: true; value: T } | Refusal;
export type Field<T> = (value: unknown, name: string) => Result<T>;
export type Schema<T> = (input: unknown) => Result<T>;

/** A refusal with `text`: a plain message, or a template with values (`message(…)`). */
export const fail = (text: Text): Refusal =>
  typeof text === 'string' ? { ok: false, msg: text } : { ok: false, msg: english(text), template: text };

/** A refusal's message as the server translates it: its template, or its plain text. */
export const refusalText = (refusal: Refusal): Text => refusal.template ?? refusal.msg;
const pass = <T>(value: T): Result<T> => ({ ok: true, value });

interface StringRule {
  min?: number;
  max: number;
  /** Trim surrounding whitespace before measuring (default true). */
  trim?: boolean;
  pattern?: RegExp;
  /** Message when the rule fails; defaults to one naming the field. */
  msg?: Text;
}

// Grapheme clusters are what people call characters: 'é' typed as e + accent, a flag, a skin-toned
// or ZWJ emoji such as '👩🏽‍💻', or a Devanagari syllable with its vowel sign, each count once. Code
// points or UTF-16 units would count some of these as up to seven.
const graphemes = lazily(() => new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** The characters of `text` as people see them. */
export const characters = (text: string): string[] =>
  Array.from(graphemes().segment(text), ({ segment }) => segment);

/** Length in characters as people see them: what every length rule and counter measures. */
export function textLength(text: string): number {
  let length = 0;
  for (const _ of graphemes().segment(text)) length++;
  return length;
}

/** `text` cut to its first `max` characters, never through the middle of one. */
export const firstCharacters = (text: string, max: number): string =>
  textLength(text) <= max ? text : characters(text).slice(0, max).join('');

export function string(rule: StringRule): Field<string> {
  return (value, name) => {
    const field = { name: fieldName(name) };
    if (typeof value !== 'string') return fail(rule.msg ?? message('{name} must be text.', field));
    const text = rule.trim === false ? value : value.trim();
    const length = textLength(text);
    const min = rule.min ?? 1;
    if (length < min)
      return fail(rule.msg ?? message(min === 1 ? '{name} is required.' : '{name} is too short.', field));
    if (length > rule.max)
      return fail(
        rule.msg ?? message('{name} must be at most {max} characters.', { ...field, max: rule.max }),
      );
    if (rule.pattern && !rule.pattern.test(text))
      return fail(rule.msg ?? message('{name} is not valid.', field));
    return pass(text);
  };
}

export function optional<T>(field: Field<T>, fallback: T): Field<T> {
  return (value, name) =>
    value === undefined || value === null || value === '' ? pass(fallback) : field(value, name);
}

export function number(min: number, max: number): Field<number> {
  return (value, name) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? pass(value)
      : fail(message('{name} must be a number from {min} to {max}.', { name: fieldName(name), min, max }));
}

export function boolean(): Field<boolean> {
  return (value, name) =>
    typeof value === 'boolean'
      ? pass(value)
      : fail(message('{name} must be true or false.', { name: fieldName(name) }));
}

type Shape = Record<string, Field<unknown>>;
type Infer<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** An object schema: checks each field in order and reports the first problem. */
export function object<S extends Shape>(
  shape: S,
  check?: (value: Infer<S>) => Text | null,
): Schema<Infer<S>> {
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return fail('The request body must be a JSON object.');
    }
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const result = field((input as Record<string, unknown>)[key], key);
      if (!result.ok) return result;
      out[key] = result.value;
    }
    const problem = check?.(out as Infer<S>);
    return problem ? fail(problem) : pass(out as Infer<S>);
  };
}

export type FieldProblems<Form> = Partial<Record<keyof Form & string, string>>;

/**
 * Every field's problem at once (a schema reports only the first), so a form can mark each field;
 * `check` adds a problem of the whole form to the field it names, unless that field has one already.
 */
export function fieldProblems<Form extends Record<string, unknown>>(
  fields: Record<keyof Form & string, Field<unknown>>,
  form: Form,
  check?: (form: Form) => { field: keyof Form & string; msg: string } | null,
): FieldProblems<Form> {
  const problems: FieldProblems<Form> = {};
  for (const [key, rule] of Object.entries(fields) as [keyof Form & string, Field<unknown>][]) {
    const result = rule(form[key], key);
    if (!result.ok) problems[key] = result.msg;
  }
  const whole = check?.(form);
  if (whole && !problems[whole.field]) problems[whole.field] = whole.msg;
  return problems;
}

// Identifiers are ours (random url-safe ids), so anything else is rejected before it reaches a key.
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const id = (): Field<string> => string({ max: 64, pattern: ID_PATTERN });

// Pragmatic address check: one @, no spaces, a dot in the domain. The mail itself is the real test.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email = (): Field<string> => string({ max: LIMITS.emailMax, pattern: EMAIL_PATTERN });

/** Canonical form used for uniqueness and look-ups: addresses compare case-insensitively. */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase();

/**
 * Text people write (names, messages, titles, bodies, notes): NFC-normalised and trimmed, up to `max`
 * characters, and refused with the text rule's one message (`text.ts`) when it could hide itself or
 * reorder the text around it. `multiline` keeps line breaks (as `\n`) and tabs; any other field is
 * one line. `msg` replaces the messages of the length and type checks, never the text rule's.
 */
export function userText(rule: { min?: number; max: number; msg?: Text } & TextShape): Field<string> {
  const measured = string(rule);
  return (value, name) => {
    const result = measured(typeof value === 'string' ? normaliseText(value, rule) : value, name);
    if (!result.ok) return result;
    const problem = textProblem(result.value, rule);
    return problem ? fail(problem) : result;
  };
}

/** A new password: 8 to 64 characters, kept exactly as typed (spaces included). */
const newPassword = (): Field<string> =>
  string({ min: LIMITS.passwordMin, max: LIMITS.passwordMax, trim: false, msg: MESSAGES.invalidInputs });

/** Where a login or a sign-up sends the learner afterwards: a path on this site (`same-site-path.ts`). */
const sameSitePath = (): Field<string> =>
  string({ max: SAME_SITE_PATH_MAX, pattern: SAME_SITE_PATH, msg: REDIRECT_MSG });

export const registerSchema = object(
  {
    name: userText({ max: 10_000, msg: MESSAGES.invalidInputs }),
    email: email(),
    password: string({ max: 10_000, trim: false, msg: MESSAGES.invalidInputs }),
    confirmPassword: string({ max: 10_000, trim: false, msg: MESSAGES.invalidInputs }),
    /** Where the verification link sends the new learner once they have logged in. */
    redirect: optional(sameSitePath(), ''),
  },
  ({ name, password: pw, confirmPassword }) => {
    if (pw !== confirmPassword) return MESSAGES.passwordsDiffer;
    const nameLength = textLength(name);
    const pwLength = textLength(pw);
    if (nameLength < LIMITS.nameMin || nameLength > LIMITS.nameMax) return MESSAGES.invalidInputs;
    if (pwLength < LIMITS.passwordMin || pwLength > LIMITS.passwordMax) return MESSAGES.invalidInputs;
    return null;
  },
);

export const loginSchema = object({
  email: email(),
  password: string({ max: 1_000, trim: false, msg: 'Password is required.' }),
});

export const forgotPasswordSchema = object({ email: email() });
/**
 * A new verification link is asked for with the address, like a reset link, and the page it should
 * lead back to when the one it replaces did (the sign-up's `redirect`, checked the same way).
 */
export const resendVerificationSchema = object({ email: email(), redirect: optional(sameSitePath(), '') });

export const resetPasswordSchema = object(
  {
    password: newPassword(),
    confirmPassword: string({ max: 1_000, trim: false, msg: MESSAGES.invalidInputs }),
  },
  ({ password: pw, confirmPassword }) => (pw === confirmPassword ? null : MESSAGES.invalidInputs),
);
