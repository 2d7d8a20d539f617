/**
 * Requests reach the functions through the edge only: CloudFront in the cloud, the local gateway
 * locally. The edge adds the origin secret, which no client sees, so a request without it went
 * straight to a public execute-api URL and is refused (403). Only on a request that carries it is the
 * edge's viewer address believed, and only when it is an IP address; everything keyed on the
 * caller's address (the per-source rate limits) uses what this module returns.
 *
 * Where the secret comes from: ORIGIN_SECRET (the local stack generates one per start) or
 * ORIGIN_SECRET_ARN (Secrets Manager, a JSON `{ "current", "previous"? }` so a rotation can accept
 * both while CloudFront switches over; re-read every 15 minutes, and at once, at most every minute,
 * when a request presents a secret the container does not hold: that is how a rotation reaches a warm
 * container). With neither, outside Lambda, no edge is in front (tests calling handlers directly) and
 * the connection's own address counts.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { config } from './config';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from './edge-headers';
import { Forbidden } from './errors';
import { originRefusedMetric } from './metrics';
import { cachedSecret } from './secrets';

/**
 * How long a container keeps the secrets it read. Every read is a billed Secrets Manager call, and
 * every warm container of every function makes them, so longer is cheaper (docs/deploy.md, cost);
 * but a value dropped after a leak is still accepted by a warm container for this long.
 */
export const ORIGIN_SECRET_CACHE_MS = 15 * 60 * 1000;
/**
 * How soon a request presenting a secret the container does not hold may make it read the secrets
 * again: a rotation reaches it at once, and a caller guessing secrets costs one read a minute at most.
 */
export const ORIGIN_SECRET_REREAD_MS = 60 * 1000;

type Headers = Readonly<Record<string, string | undefined>> | null | undefined;

/** Header look-up ignoring case: WebSocket events keep the header names as the client spelled them. */
function header(headers: Headers, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

/** The secrets a rotation accepts, from the Secrets Manager value `{ "current", "previous"? }`. */
export function acceptedSecrets(secretString: string | undefined): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(secretString ?? '');
  } catch {
    parsed = undefined;
  }
  const { current, previous } = (parsed ?? {}) as { current?: unknown; previous?: unknown };
  if (typeof current !== 'string' || current.length < 32) {
    throw new Error('The origin secret must be JSON with a "current" value of at least 32 characters');
  }
  return typeof previous === 'string' && previous.length >= 32 ? [current, previous] : [current];
}

const originSecrets = cachedSecret(acceptedSecrets, ORIGIN_SECRET_CACHE_MS);

/** The secrets a request may carry (no older than `maxAgeMs` when asked), or null when no edge is in front of this process. */
function edgeSecrets(maxAgeMs?: number): Promise<string[]> | null {
  const { value, arn } = config.originSecret;
  if (value) return Promise.resolve([value]);
  if (arn) return originSecrets(arn, maxAgeMs);
  // A function in the cloud always has an edge in front: missing configuration must not open the door.
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new Error('Missing environment variable ORIGIN_SECRET_ARN');
  return null;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Compared in constant time, so the answer's timing tells nothing about how much of a guess was right. */
const sameSecret = (presented: string, secret: string): boolean =>
  timingSafeEqual(digest(presented), digest(secret));

/**
 * Whether a presented secret is one of those `read` answers, reading them once more (no older than
 * ORIGIN_SECRET_REREAD_MS) before saying no: the secret may be the one a rotation just gave CloudFront.
 */
export function secretChecker(
  read: (maxAgeMs?: number) => Promise<string[]>,
): (presented: string) => Promise<boolean> {
  const holds = (secrets: string[], presented: string) =>
    secrets.some((secret) => sameSecret(presented, secret));
  return async (presented) =>
    holds(await read(), presented) || holds(await read(ORIGIN_SECRET_REREAD_MS), presented);
}

/** The IP address of a `CloudFront-Viewer-Address` value (`198.51.100.4:50312`, `2001:db8::17:443`). */
export function viewerIp(value: string | undefined): string | undefined {
  if (!value || value.length > 60) return undefined;
  const ip = value.slice(0, value.lastIndexOf(':'));
  return isIP(ip) ? ip : undefined;
}

/**
 * The source an address counts as for per-source limits. An IPv6 subscriber usually gets a whole
 * /64 network and can use any address in it, so IPv6 addresses count per /64 (`2001:db8:0:1::/64`);
 * an IPv4-mapped address counts as its IPv4 address.
 */
export function sourceOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) stands for the last two groups: counted as one, it
  // would shift the groups that `::` leaves out.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groupsOf(head);
  const right = ip.includes('::') ? groupsOf(tail) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether a presented secret is the edge's: this process's secrets, read again once before a no. */
const heldByEdge = secretChecker(async (maxAgeMs) => (await edgeSecrets(maxAgeMs)) ?? []);

/**
 * Checks that the request came through the edge (403 otherwise) and returns the caller's source for
 * per-source limits: the edge's viewer address when it is a valid IP, else `connectionIp`.
 */
export async function callerThroughEdge(headers: Headers, connectionIp: string): Promise<string> {
  if ((await edgeSecrets()) === null) return sourceOf(connectionIp);
  const presented = header(headers, ORIGIN_SECRET_HEADER);
  // Without the header at all the caller is not the edge, and nothing is read again for it.
  if (presented === undefined || !(await heldByEdge(presented))) {
    originRefusedMetric();
    throw new Forbidden('Requests must come through the site.');
  }
  return sourceOf(viewerIp(header(headers, VIEWER_ADDRESS_HEADER)) ?? connectionIp);
}
