/**
 * The session: a short-lived signed access token (HS256 JWT) and a rotating opaque refresh token,
 * both in HttpOnly cookies. The signing secret is read once per container: from JWT_SECRET locally,
 * from Secrets Manager in the cloud.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../shared/constants';
import { TOKENS } from '../../shared/constants';
import { config } from './config';

export interface SessionUser {
  userId: string;
  name: string;
  role: Role;
}

export const ACCESS_COOKIE = 'lf_access';
export const REFRESH_COOKIE = 'lf_refresh';

let signingKey: Promise<Uint8Array> | undefined;

function loadSigningKey(): Promise<Uint8Array> {
  if (config.jwtSecret) return Promise.resolve(new TextEncoder().encode(config.jwtSecret));
  if (!config.jwtSecretArn) throw new Error('Missing environment variable JWT_SECRET or JWT_SECRET_ARN');
  const client = new SecretsManagerClient({ region: config.region });
  return client.send(new GetSecretValueCommand({ SecretId: config.jwtSecretArn })).then((out) => {
    if (!out.SecretString) throw new Error('The JWT secret is empty');
    return new TextEncoder().encode(out.SecretString);
  });
}

function key(): Promise<Uint8Array> {
  signingKey ??= loadSigningKey().catch((error: unknown) => {
    signingKey = undefined; // let the next request retry instead of caching the failure
    throw error;
  });
  return signingKey;
}

export async function signAccessToken(user: SessionUser): Promise<string> {
  return new SignJWT({ name: user.name, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKENS.accessTtlSeconds}s`)
    .sign(await key());
}

/** The session carried by an access token, or null when it is missing, forged or expired. */
export async function verifyAccessToken(token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.name !== 'string') return null;
    return { userId: payload.sub, name: payload.name, role: payload.role === 'admin' ? 'admin' : 'user' };
  } catch {
    return null;
  }
}

/** Parses the `cookies` array of an API Gateway v2 event (or a raw Cookie header) into a map. */
export function parseCookies(cookies: readonly string[] | string | undefined): Record<string, string> {
  const parts =
    typeof cookies === 'string' ? cookies.split(';') : (cookies ?? []).flatMap((c) => c.split(';'));
  const out: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

function cookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = config.cookieSecure ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

// The one cookie the page may read: it says a refresh cookie exists, so the app asks to refresh only then.
const marker = (maxAge: number) => cookie('lf_session', '1', maxAge).replace('; HttpOnly', '');

export const sessionCookies = (accessToken: string, refreshToken: string): string[] => [
  cookie(ACCESS_COOKIE, accessToken, TOKENS.accessTtlSeconds),
  cookie(REFRESH_COOKIE, refreshToken, TOKENS.refreshTtlSeconds),
  marker(TOKENS.refreshTtlSeconds),
];

export const clearedSessionCookies = (): string[] => [
  cookie(ACCESS_COOKIE, '', 0),
  cookie(REFRESH_COOKIE, '', 0),
  marker(0),
];
