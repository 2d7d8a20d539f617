import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { type Gateway, matchRoute, startGateway } from './gateway';

describe('the local gateway', () => {
  let gateway: Gateway;
  const site = mkdtempSync(join(tmpdir(), 'site-'));

  beforeAll(async () => {
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(site, 'assets', 'app-1234.js'), 'console.log(1)');
    gateway = await startGateway({ port: await freePort(), staticDir: site });
  });
  afterAll(() => gateway.close());

  it('matches manifest routes with their path parameters', () => {
    expect(matchRoute('GET', '/api/users/abc/verify/tok_1')).toMatchObject({
      route: { key: 'GET /api/users/{id}/verify/{token}', area: 'auth' },
      params: { id: 'abc', token: 'tok_1' },
    });
    expect(matchRoute('POST', '/api/users/abc/verify/tok_1')).toBeNull();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${gateway.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ msg: 'Not found.' });
  });

  it('runs the handler and passes its cookies and status through', async () => {
    const response = await fetch(`${gateway.url}/api/token/refresh`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves app routes with index.html and caches hashed assets for a year', async () => {
    const page = await fetch(`${gateway.url}/course/id/x/detail`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${gateway.url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${gateway.url}/assets/missing.js`)).status).toBe(404);
  });

  it('does not serve files outside the build folder', async () => {
    const response = await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`);
    expect(await response.text()).not.toContain('root:');
  });
});
