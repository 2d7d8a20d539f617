/**
 * Domain errors: throw one of these anywhere below a handler and the HTTP wrapper answers with its
 * status and message. Anything else is a fault: logged in full, answered as a bare 500.
 *
 * A message is a plain English text or a template with values (`message(…)`, shared/message.ts); the
 * wrapper answers it in the caller's language. `message` is always the English text, for the logs.
 */
import { english, type Text } from '../../shared/message';

export class HttpError extends Error {
  /** The message as the wrapper translates it. */
  readonly text: Text;
  /** Fields the answer carries beside `msg`, for the client to act on (a mute's end, to show locally). */
  details?: Record<string, unknown>;
  /** Headers the answer carries (a limit's Retry-After). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    text: Text,
  ) {
    super(english(text));
    this.text = text;
    this.name = new.target.name;
  }
}

/** An HttpError class answered with `status`, and with `fallback` when thrown without a message. */
function withStatus(status: number, fallback: string) {
  return class extends HttpError {
    constructor(text: Text = fallback) {
      super(status, text);
    }
  };
}

export class BadRequest extends withStatus(400, 'Invalid request.') {}
export class Unauthorized extends withStatus(401, 'Please log in.') {}
export class Forbidden extends withStatus(403, 'You are not allowed to do that.') {}
export class NotFound extends withStatus(404, 'Not found.') {}
/** No default: a conflict always says what changed, and what to do now. */
export class Conflict extends HttpError {
  constructor(text: Text) {
    super(409, text);
  }
}
export class PayloadTooLarge extends withStatus(413, 'The request is too large.') {}
export class TooMany extends withStatus(429, 'Too many attempts, please wait a few minutes and try again.') {}

/**
 * A 429 that says from when the caller may try again: in words (the message), as `retryAt`, and as
 * a Retry-After header in whole seconds for HTTP clients.
 */
export class AttemptsUsedUp extends TooMany {
  constructor(
    text: Text,
    readonly retryAt: string,
    now = Date.now(),
  ) {
    super(text);
    this.details = { retryAt };
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil((Date.parse(retryAt) - now) / 1000))) };
  }
}

/** When a limit counted per clock window (an hour) and reached at `now` counts again: the window's end. */
export function windowEnd(windowSeconds: number, now: number): string {
  const window = windowSeconds * 1000;
  return new Date((Math.floor(now / window) + 1) * window).toISOString();
}
export class Unavailable extends withStatus(
  503,
  'The service is briefly unavailable, please try again in a moment.',
) {}

const TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  // functions/data/conditions.ts: a hot item still contended after every retry.
  'StillContended',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** Refusals sent before the request was applied: the service turned it away for want of capacity. */
const UNAPPLIED_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);
/** Network failures that happen before a request is sent: nothing reached the service. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * True for a failure that certainly left the request unapplied: throttled, or never connected. A 5xx
 * answer, a timeout or a dropped connection may come after the service applied it, so only these
 * make it safe to send again a write that must not be applied twice (an ADD to a counter).
 */
export function isSurelyUnapplied(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (
    UNAPPLIED_NAMES.has(error.name) ||
    (code !== undefined && UNSENT_CODES.has(code)) ||
    (error.cause !== undefined && isSurelyUnapplied(error.cause))
  );
}

/** True for failures of a dependency (storage, mail) that a retry later may cure: answered as 503. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (
    TRANSIENT_NAMES.has(error.name) ||
    (code !== undefined && NETWORK_CODES.has(code)) ||
    (status !== undefined && status >= 500) ||
    (error.cause !== undefined && isTransient(error.cause))
  );
}
