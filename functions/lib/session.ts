/**
 * The session: a short-lived signed access token (an ES256 JWT, see session-keys.ts for who holds
 * which key) and a rotating opaque refresh token, both in HttpOnly cookies, plus a readable marker
 * cookie that only tells the web app a session may exist.
 */
import { decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/constants';
import { TOKENS } from '../../shared/constants';
import { config } from './config';
import { SESSION_ALG } from './session-jwk';
import { sessionSigner, verificationKey } from './session-keys';

export interface SessionUser {
  userId: string;
  name: string;
  role: Role;
  /**
   * The refresh session the access token was issued for (`sid`), so a socket or an admin call can
   * ask whether that session still exists. Absent only on tokens signed before tokens carried it.
   */
  sessionId?: string;
}

/**
 * Where cookies are Secure (everywhere but plain-http localhost) they carry the `__Host-` prefix:
 * the browser then accepts them only from this exact host, over HTTPS, with `Path=/` and no
 * `Domain`, so a sibling or parent domain cannot plant a cookie of the same name.
 */
const cookieName = (name: string): string => (config.cookieSecure ? `__Host-${name}` : name);

export const ACCESS_COOKIE = cookieName('lf_access');
export const REFRESH_COOKIE = cookieName('lf_refresh');
/**
 * Readable by the web app (not HttpOnly) and holds only `1`: it lives as long as the refresh cookie
 * and is cleared with it, so the app calls `GET /api/token/refresh` on load only when a session may
 * exist. It grants nothing.
 */
export const SESSION_MARKER_COOKIE = cookieName('lf_session');
/** A browser where this account logged in before (see functions/auth/login-throttle.ts). */
export const DEVICE_COOKIE = cookieName('lf_device');

/** A new access token for `user`, signed with this function's key (only the issuing routes have one). */
export async function signAccessToken(user: SessionUser): Promise<string> {
  const claims: JWTPayload = { name: user.name, role: user.role };
  if (user.sessionId) claims.sid = user.sessionId;
  const { kid, key } = await sessionSigner();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SESSION_ALG, kid })
    .setSubject(user.userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKENS.accessTtlSeconds}s`)
    .sign(key);
}

/** The payload of `token` if one of the current public keys signed it with ES256 and it has not expired. */
async function verifiedPayload(token: string): Promise<JWTPayload | null> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return null;
  }
  // Outside the try: keys that cannot be read are a fault to report, not a visitor without a session.
  const key = await verificationKey(header);
  if (!key) return null; // another algorithm (HS256, none), no kid, or a key that is not ours
  try {
    return (await jwtVerify(token, key, { algorithms: [SESSION_ALG] })).payload;
  } catch {
    return null; // forged, altered or expired
  }
}

/** The session carried by an access token, or null when it is missing, forged or expired. */
export async function verifyAccessToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  const payload = await verifiedPayload(token);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.name !== 'string') return null;
  return {
    userId: payload.sub,
    name: payload.name,
    role: payload.role === 'admin' ? 'admin' : 'user',
    ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
  };
}

function decodeValue(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined; // a malformed escape in someone else's cookie must not fail the request
  }
}

/**
 * Parses the `cookies` array of an API Gateway v2 event (or a raw Cookie header) into a map. A
 * value that does not decode is skipped, and a name sent more than once is dropped altogether: a
 * planted duplicate and ours cannot be told apart, so neither is trusted.
 */
export function parseCookies(cookies: readonly string[] | string | undefined): Record<string, string> {
  const parts =
    typeof cookies === 'string' ? cookies.split(';') : (cookies ?? []).flatMap((c) => c.split(';'));
  const out = new Map<string, string | undefined>();
  const seen = new Set<string>();
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const value = decodeValue(part.slice(eq + 1).trim());
    if (seen.has(name)) out.set(name, undefined);
    else out.set(name, value);
    seen.add(name);
  }
  const parsed: Record<string, string> = {};
  for (const [name, value] of out) if (value !== undefined) parsed[name] = value;
  return parsed;
}

function cookie(name: string, value: string, maxAgeSeconds: number, httpOnly = true): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  const scriptHidden = httpOnly ? '; HttpOnly' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/${scriptHidden}; SameSite=Strict${secure}`;
}

const accessCookie = (accessToken: string) => cookie(ACCESS_COOKIE, accessToken, TOKENS.accessTtlSeconds);

export const sessionCookies = (accessToken: string, refreshToken: string): string[] => [
  accessCookie(accessToken),
  cookie(REFRESH_COOKIE, refreshToken, TOKENS.refreshTtlSeconds),
  cookie(SESSION_MARKER_COOKIE, '1', TOKENS.refreshTtlSeconds, false),
];

/** A new access token alone: the refresh cookie (and so the marker) stays as it is. */
export const accessOnlyCookies = (accessToken: string): string[] => [accessCookie(accessToken)];

export const clearedSessionCookies = (): string[] => [
  cookie(ACCESS_COOKIE, '', 0),
  cookie(REFRESH_COOKIE, '', 0),
  cookie(SESSION_MARKER_COOKIE, '', 0, false),
];

export const deviceCookie = (secret: string): string =>
  cookie(DEVICE_COOKIE, secret, TOKENS.deviceTtlSeconds);
