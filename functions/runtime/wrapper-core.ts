/**
 * What the HTTP wrapper (http.ts) and the WebSocket wrapper (ws.ts) share: reading a JSON body
 * within the size limit, the Origin check, the session from the access cookie, the answer for an
 * error, and for every call one log line plus, for a 5xx answer, one CloudWatch metric.
 */
import { LIMITS } from '../../shared/constants';
import type { Text } from '../../shared/message';
import { config } from '../lib/config';
import {
  BadRequest,
  Forbidden,
  HttpError,
  isTransient,
  PayloadTooLarge,
  Unauthorized,
  Unavailable,
} from '../lib/errors';
import { log } from '../lib/log';
import { serverErrorMetric } from '../lib/metrics';
import { ACCESS_COOKIE, type SessionUser, verifyAccessToken } from '../lib/session';

/** Origins allowed to make state-changing calls and to open the chat WebSocket. */
export function allowedOrigins(): Set<string> {
  return new Set([new URL(config.siteUrl).origin, ...config.extraOrigins]);
}

/** Throws 403 with `refusal` unless `origin` is one of ours. */
export function checkOrigin(origin: string | undefined, refusal: string): void {
  if (!origin || !allowedOrigins().has(origin)) throw new Forbidden(refusal);
}

/** A JSON body (`{}` when empty); 413 over the size limit, 400 when it is not JSON. */
export function readJson(
  body: string | undefined,
  isBase64Encoded: boolean,
  refusals: { tooLarge?: string; notJson: string },
): unknown {
  const raw = isBase64Encoded ? Buffer.from(body ?? '', 'base64').toString('utf8') : body;
  if (!raw) return {};
  if (Buffer.byteLength(raw) > LIMITS.bodyMax) throw new PayloadTooLarge(refusals.tooLarge);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest(refusals.notJson);
  }
}

/** The session carried by the access cookie among `cookies`, or null. */
export async function sessionFrom(cookies: Record<string, string>): Promise<SessionUser | null> {
  return verifyAccessToken(cookies[ACCESS_COOKIE]);
}

/** The session, or 401 when there is none. */
export function requireUser(session: SessionUser | null): SessionUser {
  if (!session) throw new Unauthorized();
  return session;
}

export interface Failure {
  status: number;
  /** `msg` as thrown: the wrappers answer it in the caller's language (lib/i18n). */
  body: { msg: Text } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The answer for an error: its own status and message, 503 for a failing dependency, else a bare 500. */
export function failure(error: unknown): Failure {
  if (error instanceof HttpError)
    return {
      status: error.status,
      body: { ...error.details, msg: error.text },
      ...(error.headers && { headers: error.headers }),
    };
  if (isTransient(error)) {
    const unavailable = new Unavailable();
    return { status: unavailable.status, body: { msg: unavailable.text } };
  }
  return { status: 500, body: { msg: 'Something went wrong on our side. Please try again.' } };
}

export interface Call {
  /** `request` (HTTP) or `websocket`: the log line's message. */
  kind: 'request' | 'websocket';
  route: string;
  requestId: string;
  /** More fields for the log line (e.g. the connection id). */
  fields?: Record<string, unknown>;
}

/**
 * Runs one call of a route. `work` answers with a status (and whatever else its wrapper needs) and
 * may record the caller's session in `caller`; a thrown error becomes its `failure()`. Either way one
 * log line follows, and a 5xx answer is also logged in full and counted in the 5xx metric.
 */
/** The answer's headers when its message is in `language`: a shared cache must keep each language apart. */
export const languageHeaders = (language: string): Record<string, string> => ({
  'content-language': language,
  vary: 'Cookie, Accept-Language',
});

export async function serve<Answer extends { status: number }>(
  call: Call,
  work: (caller: { session: SessionUser | null }) => Promise<Answer>,
): Promise<{ answer: Answer | Failure; failed?: Failure }> {
  const started = Date.now();
  const caller: { session: SessionUser | null } = { session: null };
  let answer: Answer | Failure;
  let failed: Failure | undefined;
  try {
    answer = await work(caller);
  } catch (error) {
    failed = failure(error);
    answer = failed;
    if (failed.status >= 500)
      log.error(`${call.kind} failed`, { route: call.route, requestId: call.requestId, error });
  }
  if (answer.status >= 500) serverErrorMetric(call.route);
  log.info(call.kind, {
    route: call.route,
    status: answer.status,
    ms: Date.now() - started,
    ...call.fields,
    requestId: call.requestId,
    userId: caller.session?.userId,
  });
  return { answer, failed };
}
