/**
 * New session keys: an ES256 key pair whose key id is its RFC 7638 thumbprint. Used by the
 * deployment's key generator (infra/session-keys/handler.ts) and by the local stack. The texts are
 * what the two secrets hold: the private JWK, and the public JWK set the functions verify with.
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { SESSION_ALG, verifyJwksFrom } from '../../functions/lib/session-jwk';

export interface SessionKeyTexts {
  /** The private JWK (SESSION_SIGNING_KEY): for the functions that issue sessions only. */
  signingKey: string;
  /** The public JWK set (SESSION_VERIFY_KEYS): the new key first, then the one it replaces. */
  verifyKeys: string;
}

async function newKeyPair(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const pair = await generateKeyPair(SESSION_ALG, { extractable: true });
  const publicJwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: SESSION_ALG },
    publicJwk: { ...publicJwk, kid, alg: SESSION_ALG, use: 'sig' },
  };
}

/** The current key of a public key set, or none when `text` is no valid set (a new secret). */
function currentKey(text: string | undefined): JWK[] {
  try {
    return verifyJwksFrom(text).keys.slice(0, 1);
  } catch {
    return [];
  }
}

/**
 * A new key pair to sign with from now on. The public set keeps the key that signed until now, so
 * its tokens stay valid for their fifteen minutes; any older key is dropped.
 */
export async function rotatedSessionKeys(verifyKeysNow?: string): Promise<SessionKeyTexts> {
  const { privateJwk, publicJwk } = await newKeyPair();
  return {
    signingKey: JSON.stringify(privateJwk),
    verifyKeys: JSON.stringify({ keys: [publicJwk, ...currentKey(verifyKeysNow)] }),
  };
}
