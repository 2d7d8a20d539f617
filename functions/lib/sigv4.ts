/**
 * AWS Signature Version 4 for the few requests the functions sign themselves (signed-http.ts), with
 * node:crypto alone. `@smithy/signature-v4` does the same, but it brings 140 KB of `@smithy/core`
 * with it: two thirds of a chat function's bundle, parsed at every cold start for these few lines.
 * The unit test signs the same requests with both and compares the headers.
 */
import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface Signable {
  method: string;
  /** The path as it goes on the wire (each segment URI-encoded once), without the query. */
  path: string;
  /** Lower-case header names; `host` among them. */
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface SigningScope {
  service: string;
  region: string;
  credentials: Credentials;
  /** When the request is signed; now unless given (tests). */
  date?: Date;
}

const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves `!'()*` alone). */
const uriEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The canonical path: every service but S3 encodes the wire path once more (so `%3D` becomes
 * `%253D`), after removing empty and `.` segments and resolving `..`; S3 signs the path as sent.
 */
function canonicalPath(path: string, service: string): string {
  if (service === 's3') return path;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && path.endsWith('/') ? '/' : '';
  return `/${segments.map(uriEncode).join('/')}${trailing}`;
}

// The signing key changes once a day per service; deriving it is four HMACs, cheap but per post.
// A function signs for one or two services (execute-api, lambda); once eight keys have gathered
// (new days, the role's renewed credentials) they are dropped together.
const signingKeys = new Map<string, Buffer>();
const KEPT_KEYS = 8;
function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const id = `${day}/${region}/${service}/${secret}`;
  let key = signingKeys.get(id);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
    if (signingKeys.size >= KEPT_KEYS) signingKeys.clear();
    signingKeys.set(id, key);
  }
  return key;
}

/** The request's headers with `x-amz-date`, the session token, the payload hash and `authorization`. */
export function signRequest(request: Signable, scope: SigningScope): Record<string, string> {
  const { credentials } = scope;
  const amzDate = (scope.date ?? new Date())
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body);
  const headers: Record<string, string> = {
    ...request.headers,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
    'x-amz-content-sha256': payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${headers[name]!.replace(/\s+/g, ' ').trim()}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    canonicalPath(request.path, scope.service),
    '', // no query string on these requests
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(credentials.secretAccessKey, day, scope.region, scope.service),
  )
    .update(stringToSign)
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
