import type { IncomingMessage } from 'node:http';

/** A Host header CloudFront would accept: a name or an IPv4/IPv6 literal, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The request's URL, or null for a request the edge would refuse with 400 before any origin sees
 * it: a target that is not an absolute path (`*`, `http://…`, `//host/…`), a path whose percent
 * escapes do not decode (`/%E0%A4%A`), or a malformed Host header (`a b`).
 */
export function requestTarget(req: IncomingMessage): URL | null {
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  const host = req.headers.host ?? 'localhost';
  if (!HOST.test(host)) return null;
  try {
    const url = new URL(target, `http://${host}`);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}
