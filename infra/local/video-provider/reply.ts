/** How the local provider answers: JSON like Google's APIs, or plain text like oEmbed's errors. */
import type { ServerResponse } from 'node:http';
import type { ApiErrorBody } from '../../../functions/lib/video-provider/api-shapes';

export function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' });
  res.end(text);
}

export function text(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/html; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** An error in the shape every Google API answers with. */
export function apiError(
  res: ServerResponse,
  status: number,
  reason: string,
  message: string,
  more: { domain?: string; location?: string; locationType?: 'parameter' } = {},
): void {
  const body: ApiErrorBody & { error: { status?: string } } = {
    error: {
      code: status,
      message,
      errors: [{ message, domain: more.domain ?? 'global', reason, ...more }],
      status: status === 404 ? 'NOT_FOUND' : status === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT',
    },
  };
  json(res, status, body);
}
