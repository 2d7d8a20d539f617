/**
 * Memory per function. Lambda gives CPU in proportion to memory, so the handlers that hash a password
 * (bcrypt is pure CPU) get more: for CPU-bound work twice the memory halves the duration at the same
 * price per call, and a login answers in about a fifth of a second instead of a second. Every other
 * handler waits on DynamoDB, where more memory only costs more.
 */
import type { HttpRoute, WsRoute } from '../../functions/route-types';

export const DEFAULT_MEMORY_MB = 256;

/** Handlers that hash passwords on the request path, by handler module name. */
export const PASSWORD_HASHING_MEMORY_MB = 1024;
const PASSWORD_HASHING_HANDLERS = ['auth/register', 'auth/login', 'auth/reset-password'];

/**
 * Memory for each handler of the manifest. Fails when a sized handler is no longer in the manifest,
 * so a renamed handler cannot silently drop back to the default size.
 */
export function memoryByHandler(routes: ReadonlyArray<HttpRoute | WsRoute>): (handler: string) => number {
  const handlers = new Set(routes.map((route) => route.handler));
  const missing = PASSWORD_HASHING_HANDLERS.filter((handler) => !handlers.has(handler));
  if (missing.length > 0) {
    throw new Error(
      `infra/stacks/function-sizing.ts sizes handlers that are not in the manifest: ${missing.join(', ')}`,
    );
  }
  return (handler) =>
    PASSWORD_HASHING_HANDLERS.includes(handler) ? PASSWORD_HASHING_MEMORY_MB : DEFAULT_MEMORY_MB;
}
