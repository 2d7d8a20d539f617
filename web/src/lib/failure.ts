/**
 * Failure toasts in one shape: what failed, why, and what to do ("Your note wasn't saved: no
 * connection. It is kept here; try again."). The reason comes from the answer: no answer at all is
 * "no connection", a server fault is ours, and a refusal is the server's own message, which already
 * says what to do about it (a limit says when to try again), so the advice is not repeated.
 */

import { t } from '../i18n';
import type { ApiResult } from './api';

/** The server's refusal with its first word lowered to run on after a colon; "YouTube" or "I" stay. */
const runOn = (msg: string): string =>
  /^[A-Z][a-z]+\b(?![-'’][A-Z])/.test(msg) && !/^[A-Z][a-z]*[A-Z]/.test(msg)
    ? msg.charAt(0).toLowerCase() + msg.slice(1)
    : msg;

const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

const refusalOf = (data: unknown): string | undefined => {
  const msg = typeof data === 'object' && data !== null ? (data as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg.trim() ? msg.trim() : undefined;
};

/**
 * `what`: the thing that failed, as a clause ("Your note wasn't saved"); `todo`: what to do when the
 * cause is the connection or the server ("Try again."). `answer`: the call's result, or none when
 * the failure was seen without one (then the cause is left out).
 */
export function failure(
  what: string,
  todo: string,
  answer?: Pick<ApiResult<unknown>, 'status' | 'data'>,
): string {
  if (!answer) return `${sentence(what)} ${todo}`;
  if (answer.status === 0) return t('{what}: no connection. {todo}', { what, todo });
  if (answer.status >= 500) return t('{what}: LearnFree had a problem on its side. {todo}', { what, todo });
  const refusal = refusalOf(answer.data);
  return refusal ? `${what}: ${sentence(runOn(refusal))}` : `${sentence(what)} ${todo}`;
}
