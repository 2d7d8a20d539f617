import { randomBytes } from 'node:crypto';
import { base64url, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { rotatedSessionKeys } from '../../infra/session-keys/keys';
import { TOKENS } from '../../shared/constants';
import { parseCookies, signAccessToken, verifyAccessToken } from './session';

describe('reading cookies', () => {
  it('survives a malformed escape in a cookie that is not ours, and still reads ours', () => {
    expect(parseCookies(['x=%E0%A4%A', 'lf_access=abc.def', 'y=%'])).toEqual({ lf_access: 'abc.def' });
    expect(parseCookies('x=%E0%A4%A; lf_refresh=u.s.t')).toEqual({ lf_refresh: 'u.s.t' });
  });

  it('trusts neither copy of a name sent twice, whatever order they come in', () => {
    expect(parseCookies(['lf_access=planted', 'lf_access=ours', 'theme=dark'])).toEqual({ theme: 'dark' });
    expect(parseCookies('lf_access=ours; lf_access=planted; lf_access=third')).toEqual({});
  });

  it('decodes what is encoded and ignores parts without a name', () => {
    expect(parseCookies(['a=hello%20world', '=nameless', 'flag'])).toEqual({ a: 'hello world' });
  });
});

describe('the access token', () => {
  it('carries the session id, so a socket or an admin call can ask whether that session still exists', async () => {
    const token = await signAccessToken({
      userId: 'u1',
      name: 'Asha Learner',
      role: 'user',
      sessionId: 's1',
    });
    expect(await verifyAccessToken(token)).toEqual({
      userId: 'u1',
      name: 'Asha Learner',
      role: 'user',
      sessionId: 's1',
    });
  });

  it('reads a token without a session id (signed before it was carried) as a session without one', async () => {
    const token = await signAccessToken({ userId: 'u1', name: 'Asha Learner', role: 'admin' });
    expect(await verifyAccessToken(token)).toEqual({ userId: 'u1', name: 'Asha Learner', role: 'admin' });
  });
});

const ADMIN = { userId: 'u1', name: 'Asha Admin', role: 'admin' } as const;
const claims = { name: ADMIN.name, role: ADMIN.role };

/** The current key's id and public JWK, as every function sees them. */
function currentPublicKey() {
  const { keys } = JSON.parse(process.env.SESSION_VERIFY_KEYS!);
  return keys[0] as { kid: string; x: string; y: string };
}

/** A token with our claims, signed by `sign` under `header`. */
const forged = (header: Record<string, unknown>, key: Parameters<SignJWT['sign']>[0]) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', ...header })
    .setSubject(ADMIN.userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKENS.accessTtlSeconds}s`)
    .sign(key);

describe('signing and verifying with ES256', () => {
  it('signs with ES256 and names the key, which every function finds among the public keys', async () => {
    const header = decodeProtectedHeader(await signAccessToken(ADMIN));
    expect(header).toEqual({ alg: 'ES256', kid: currentPublicKey().kid });
  });

  it('refuses an HS256 token keyed with the public key (algorithm confusion), whatever form it takes', async () => {
    const { kid, x } = currentPublicKey();
    const publicKeyForms = [process.env.SESSION_VERIFY_KEYS!, JSON.stringify(currentPublicKey()), x];
    for (const form of publicKeyForms) {
      const token = await forged({ alg: 'HS256', kid }, new TextEncoder().encode(form));
      expect(await verifyAccessToken(token)).toBeNull();
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    const now = Math.floor(Date.now() / 1000);
    const payload = { ...claims, sub: ADMIN.userId, iat: now, exp: now + 300 };
    for (const alg of ['none', 'None', 'NONE']) {
      const token = `${part({ alg, kid: currentPublicKey().kid })}.${part(payload)}.`;
      expect(await verifyAccessToken(token)).toBeNull();
    }
  });

  it('refuses a token signed by a key that is not ours, also when it claims our key id', async () => {
    const stranger = await generateKeyPair('ES256');
    expect(
      await verifyAccessToken(await forged({ kid: currentPublicKey().kid }, stranger.privateKey)),
    ).toBeNull();
    expect(await verifyAccessToken(await forged({ kid: 'someone-else' }, stranger.privateKey))).toBeNull();
  });

  it('refuses a token of our own key that names no key id', async () => {
    const ours = await importJWK(JSON.parse(process.env.SESSION_SIGNING_KEY!), 'ES256');
    expect(await verifyAccessToken(await forged({ kid: currentPublicKey().kid }, ours))).toEqual(ADMIN);
    expect(await verifyAccessToken(await forged({}, ours))).toBeNull();
  });
});

describe('keys', () => {
  const saved = { signing: process.env.SESSION_SIGNING_KEY, verify: process.env.SESSION_VERIFY_KEYS };
  afterEach(() => {
    process.env.SESSION_SIGNING_KEY = saved.signing;
    process.env.SESSION_VERIFY_KEYS = saved.verify;
  });
  const use = (keys: { signingKey: string; verifyKeys: string }) => {
    process.env.SESSION_SIGNING_KEY = keys.signingKey;
    process.env.SESSION_VERIFY_KEYS = keys.verifyKeys;
  };

  it('after a rotation, accept tokens of the previous key for their lifetime, but not of the one before', async () => {
    const first = await rotatedSessionKeys();
    const second = await rotatedSessionKeys(first.verifyKeys);
    const third = await rotatedSessionKeys(second.verifyKeys);
    use(first);
    const ofFirst = await signAccessToken(ADMIN);
    use(second);
    const ofSecond = await signAccessToken(ADMIN);
    expect(await verifyAccessToken(ofFirst)).toEqual(ADMIN);
    use(third);
    expect(await verifyAccessToken(ofSecond)).toEqual(ADMIN);
    expect(await verifyAccessToken(ofFirst)).toBeNull();
  });

  it('cannot sign in a function without the private key: only the issuing routes have it', async () => {
    delete process.env.SESSION_SIGNING_KEY;
    await expect(signAccessToken(ADMIN)).rejects.toThrow('only routes with issuesSessions');
  });

  it('are a fault when they cannot be read, not a visitor without a session', async () => {
    const token = await signAccessToken(ADMIN);
    delete process.env.SESSION_VERIFY_KEYS;
    await expect(verifyAccessToken(token)).rejects.toThrow('SESSION_VERIFY_KEYS');
  });

  it('refuse a public key set that holds a private key, which would hand it to every function', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid: randomBytes(4).toString('hex') };
    process.env.SESSION_VERIFY_KEYS = JSON.stringify({ keys: [privateJwk] });
    await expect(verifyAccessToken(await forged({ kid: privateJwk.kid }, pair.privateKey))).rejects.toThrow(
      'public keys only',
    );
  });
});
