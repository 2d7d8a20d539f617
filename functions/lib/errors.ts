/**
 * Domain errors: throw one of these anywhere below a handler and the HTTP wrapper answers with its
 * status and message. Anything else is a fault: logged in full, answered as a bare 500.
 */
export class HttpError extends Error {
  /** Fields the answer carries beside `msg`, for the client to act on (a mute's end, to show locally). */
  details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Invalid request.') {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'Please log in.') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message = 'The request is too large.') {
    super(413, message);
  }
}
export class TooMany extends HttpError {
  constructor(message = 'Too many attempts, please wait a few minutes and try again.') {
    super(429, message);
  }
}
export class Unavailable extends HttpError {
  constructor(message = 'The service is briefly unavailable, please try again in a moment.') {
    super(503, message);
  }
}

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
