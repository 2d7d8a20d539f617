/**
 * The one fetch helper: path, method and optional JSON body in, `{ status, data }` out. It sends the
 * session cookies and never throws: a network failure answers status 0 with a readable msg.
 */
// Not the i18n index: it reaches back here (choosing a language saves it on the account).
import { msg, t } from '../i18n/translate';

export interface ApiResult<T> {
  status: number;
  data: T;
  /** The answer's headers (e.g. the cursor of a list's next page); absent when no answer came. */
  headers?: Headers;
}

export type ApiError = { msg: string };

/** What the learner is told when no answer came, or the server failed (a 5xx). */
export const UNREACHABLE_MSG = msg("Can't reach LearnFree right now. Check your connection and try again.");

/** No answer at all (status 0) or a server failure: worth a retry, and no verdict on the request. */
export const isUnreachable = (status: number) => status === 0 || status >= 500;

/** Writes (every call but a GET) the server has answered, or that failed, since the app started. */
let writes = 0;

/** How many writes are done: an answer asked for before the latest may predate it (lib/current.ts). */
export const writesDone = (): number => writes;

/** Counts a write made without `api` (a request that outlives the page); `api` counts its own. */
export const countWrite = (): void => {
  writes++;
};

export async function api<T = unknown>(
  path: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
): Promise<ApiResult<T>> {
  const answer = await send<T>(path, method, body);
  // Counted once it is done: an answer asked for while the write was on its way may predate it.
  if (method !== 'GET') writes++;
  return answer;
}

/** Never throws: a network failure answers status 0. */
async function send<T>(path: string, method: string, body: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data: unknown = {};
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      data = {
        msg: t('LearnFree answered with an error ({status}). Try again.', {
          status: String(response.status),
        }),
      };
    }
    return { status: response.status, data: data as T, headers: response.headers };
  } catch {
    return { status: 0, data: { msg: t(UNREACHABLE_MSG) } as T };
  }
}

/** The server's `msg` from an answer, or a fallback. */
export const messageOf = (data: unknown, fallback?: string): string =>
  typeof data === 'object' && data !== null && typeof (data as ApiError).msg === 'string'
    ? (data as ApiError).msg
    : (fallback ?? t('Something went wrong!'));

export const isOk = (status: number) => status >= 200 && status < 300;
