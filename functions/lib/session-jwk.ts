/**
 * The texts of the session keys, checked: the private JWK the issuing functions sign with and the
 * public JWK set every function verifies with (see session-keys.ts). No configuration and no AWS
 * client here, so the key generator and the local stack can use it too.
 */
import type { JSONWebKeySet, JWK } from 'jose';

/** The one algorithm access tokens are signed and verified with; HS256 and `none` are refused. */
export const SESSION_ALG = 'ES256';

const isP256Key = (jwk: JWK): boolean =>
  jwk.kty === 'EC' &&
  jwk.crv === 'P-256' &&
  typeof jwk.x === 'string' &&
  typeof jwk.y === 'string' &&
  typeof jwk.kid === 'string' &&
  jwk.kid.length > 0;

function parsed(text: string | undefined, what: string): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new Error(`${what} is not JSON`);
  }
}

/** The private key from its JWK text: an EC P-256 key with its private part and a `kid`. */
export function signingJwkFrom(text: string | undefined): JWK {
  const jwk = parsed(text, 'The session signing key') as JWK | null;
  if (!jwk || typeof jwk !== 'object' || !isP256Key(jwk) || typeof jwk.d !== 'string') {
    throw new Error('The session signing key must be a private EC P-256 JWK with a kid');
  }
  return jwk;
}

/**
 * The public keys from their JWK set text: EC P-256 keys with a `kid` each and no private part
 * (which would hand the signing key to every function), reduced to what verifying needs.
 */
export function verifyJwksFrom(text: string | undefined): JSONWebKeySet {
  const keys = (parsed(text, 'The session verify keys') as JSONWebKeySet | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => key && isP256Key(key))) {
    throw new Error('The session verify keys must be a JWK set of EC P-256 keys with a kid each');
  }
  if (keys.some((key) => 'd' in key)) throw new Error('The session verify keys must hold public keys only');
  return {
    keys: keys.map(({ kty, crv, x, y, kid }) => ({ kty, crv, x, y, kid, alg: SESSION_ALG, use: 'sig' })),
  };
}
