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
