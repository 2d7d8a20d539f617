/**
 * The keys behind access tokens, which are signed with ES256. The private key signs; only the
 * functions whose manifest entry `issuesSessions` (login and refresh) can read it. Every function
 * verifies with the public keys, so no other function can mint a session, an admin's included.
 *
 * A token names its key (`kid`). The public keys are a JWK set: the current key and, after a
 * rotation, the one before it, so a token signed just before a rotation stays valid for its five
 * minutes. Locally SESSION_SIGNING_KEY (a private JWK) and SESSION_VERIFY_KEYS (a JWK set) hold the
 * keys; in the cloud SESSION_SIGNING_KEY_ARN and SESSION_VERIFY_KEYS_ARN name their secrets. The
 * private key is read again every five minutes (only the few functions that sign read it), the public
 * keys every hour (every function reads them, and each read is a billed call), and at once (at most
 * every 30 seconds) when a token names a key the container has not seen: that is how a rotation
 * reaches a warm container. A key a second rotation dropped stays accepted by a warm container for up
 * to that hour; every call also checks its session in storage, which a minted token cannot name.
 */
import { type CryptoKey, importJWK, type JWSHeaderParameters } from 'jose';
import { config } from './config';
import { cachedSecret } from './secrets';
import { SESSION_ALG, signingJwkFrom, verifyJwksFrom } from './session-jwk';

export const SESSION_KEY_CACHE_MS = 5 * 60 * 1000;
export const VERIFY_KEYS_CACHE_MS = 60 * 60 * 1000;
/** How soon a token naming an unknown key may make a container read the public keys again. */
export const UNKNOWN_KEY_REREAD_MS = 30 * 1000;

export interface Signer {
  kid: string;
  key: CryptoKey;
}

/** The public keys by key id. */
export type VerifyKeys = ReadonlyMap<string, CryptoKey>;

async function signerFrom(text: string | undefined): Promise<Signer> {
  const jwk = signingJwkFrom(text);
  return { kid: jwk.kid!, key: (await importJWK(jwk, SESSION_ALG)) as CryptoKey };
}

async function verifyKeysFrom(text: string | undefined): Promise<VerifyKeys> {
  const { keys } = verifyJwksFrom(text);
  const imported = await Promise.all(
    keys.map(async (jwk) => [jwk.kid!, (await importJWK(jwk, SESSION_ALG)) as CryptoKey] as const),
  );
  return new Map(imported);
}

/** Parses a value given in the environment once, and again only when it changes. */
function fromEnvironment<T>(parse: (text: string) => Promise<T>): (text: string) => Promise<T> {
  let last: { text: string; value: Promise<T> } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, value: parse(text) };
    return last.value;
  };
}

const localSigner = fromEnvironment(signerFrom);
const storedSigner = cachedSecret(signerFrom, SESSION_KEY_CACHE_MS);
const localVerifyKeys = fromEnvironment(verifyKeysFrom);
const storedVerifyKeys = cachedSecret(verifyKeysFrom, VERIFY_KEYS_CACHE_MS);

/** The key this function signs access tokens with. A function that issues no sessions has none. */
export function sessionSigner(): Promise<Signer> {
  const { value, arn } = config.sessionSigningKey;
  if (value) return localSigner(value);
  if (arn) return storedSigner(arn);
  throw new Error(
    'This function has no session signing key (SESSION_SIGNING_KEY_ARN): only routes with issuesSessions in the manifest may sign access tokens',
  );
}

/** The public keys, no older than `maxAgeMs` when asked. */
function sessionVerifyKeys(maxAgeMs?: number): Promise<VerifyKeys> {
  const { value, arn } = config.sessionVerifyKeys;
  if (value) return localVerifyKeys(value);
  if (arn) return storedVerifyKeys(arn, maxAgeMs);
  throw new Error('Missing environment variable SESSION_VERIFY_KEYS or SESSION_VERIFY_KEYS_ARN');
}

/**
 * Finds the public key a token's header names among the keys `read` answers, reading them once more
 * (no older than UNKNOWN_KEY_REREAD_MS) for a key id it does not know. Null for a header that is not
 * ES256 with a `kid`, or names a key that is not there.
 */
export function keyFinder(
  read: (maxAgeMs?: number) => Promise<VerifyKeys>,
): (header: JWSHeaderParameters) => Promise<CryptoKey | null> {
  return async (header) => {
    if (header.alg !== SESSION_ALG || typeof header.kid !== 'string') return null;
    const keys = await read();
    const key = keys.get(header.kid) ?? (await read(UNKNOWN_KEY_REREAD_MS)).get(header.kid);
    return key ?? null;
  };
}

/** The public key a token's header names, or null (see keyFinder). */
export const verificationKey = keyFinder(sessionVerifyKeys);
