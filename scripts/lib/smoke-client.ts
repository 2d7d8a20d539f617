/**
 * HTTP and WebSocket calls of the smoke check, made the way the browser makes them: one origin,
 * session cookies kept between calls, and the site's own Origin on every state-changing call.
 */
import WebSocket from 'ws';

/** A failed step, with a message an operator can act on. */
export class SmokeFailure extends Error {}

const errorCode = (error: unknown): string | undefined => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
};

/** Answers that show nothing listens at the address, as opposed to a site that answers wrongly. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export function connectionFailure(origin: string, error: unknown, timeoutMs: number): SmokeFailure {
  const code = errorCode(error);
  if (code && UNREACHABLE.has(code))
    return new SmokeFailure(
      `could not connect to ${origin} (${code}): is the site deployed and the address right?`,
    );
  if (error instanceof Error && error.name === 'TimeoutError')
    return new SmokeFailure(`${origin} did not answer within ${timeoutMs / 1000} s`);
  return new SmokeFailure(
    `could not reach ${origin}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read by shape, and each step checks what it uses.
  json(): any;
}

export class SiteClient {
  /** The Origin the browser sends: scheme, host and port. */
  readonly origin: string;
  /** Where the site's paths start: the origin, plus a stage path on an API-only LocalStack site. */
  readonly base: string;
  private readonly cookies = new Map<string, string>();

  /** @param timeoutMs how long one request, or the wait for a chat message, may take */
  constructor(
    siteUrl: string,
    readonly timeoutMs: number,
  ) {
    const url = new URL(siteUrl);
    this.origin = url.origin;
    this.base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  }

  /** The session cookies as a Cookie header. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json, text/html' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET') headers.origin = this.origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw connectionFailure(this.origin, error, this.timeoutMs);
    }
    this.keepCookies(response.headers.getSetCookie());
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      json: () => {
        try {
          return JSON.parse(text);
        } catch {
          throw new SmokeFailure(
            `${method} ${path} answered ${response.status} with something that is not JSON`,
          );
        }
      },
    };
  }

  /** Calls and insists on `expected`, quoting the server's own message otherwise. */
  async expect(method: string, path: string, expected: number, body?: unknown): Promise<Answer> {
    const answer = await this.request(method, path, body);
    if (answer.status !== expected) {
      let message = answer.text.slice(0, 200);
      try {
        message = JSON.parse(answer.text).msg ?? message;
      } catch {}
      throw new SmokeFailure(
        `${method} ${path} answered ${answer.status} (expected ${expected}): ${message}`,
      );
    }
    return answer;
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('=')).trim();
      const value = pair!.slice(pair!.indexOf('=') + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Opens the chat socket with the session cookie, sends `frame` once connected and waits for a
   * frame that `matches`. The browser's client does the same over `/socket.io` on the site's origin.
   */
  chatRoundTrip(frame: unknown, matches: (frame: unknown) => boolean): Promise<void> {
    const { timeoutMs } = this;
    const url = `${this.base.replace(/^http/, 'ws')}/socket.io`;
    return new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { origin: this.origin, cookie: this.cookieHeader() } });
      const finish = (error?: Error) => {
        clearTimeout(timer);
        socket.removeAllListeners();
        socket.on('error', () => undefined);
        socket.close();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(
        () => finish(new SmokeFailure(`no chat message came back over ${url} within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      socket.on('unexpected-response', (_request, response) =>
        finish(new SmokeFailure(`${url} refused the WebSocket handshake with ${response.statusCode}`)),
      );
      socket.on('error', (error) => finish(connectionFailure(url, error, timeoutMs)));
      socket.on('open', () => socket.send(JSON.stringify(frame)));
      socket.on('message', (data) => {
        try {
          // A message holds one frame, or several that travel together as an array.
          const parsed: unknown = JSON.parse(String(data));
          if ((Array.isArray(parsed) ? parsed : [parsed]).some(matches)) finish();
        } catch {
          // Not JSON: not ours.
        }
      });
    });
  }
}
