/**
 * The local gateway serves the web build as CloudFront does: app routes by their page rendered at
 * build time or else the shell, the build's precompressed copies picked by Accept-Encoding, the
 * upload's Cache-Control and the response-headers policy's security headers. (That these are
 * CloudFront's own values is checked in infra/test/site-headers.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '../../test/support/free-port';
import { CACHE_CONTROL, securityHeaders } from '../constructs/site-headers';
import { type Gateway, startGateway } from './gateway';
import { precompress } from './precompress';
import { chooseEncoding } from './static-files';

// Text that compresses well, long enough that CloudFront would compress it (1,000 bytes or more).
const APP_JS = `console.log(${JSON.stringify('learn '.repeat(400))});`;
const pageHtml = (title: string) =>
  `<!doctype html><title>${title}</title><p>${'Never stop learning. '.repeat(80)}</p>`;
const SHELL = pageHtml('LearnFree');
const HOME = pageHtml('Home, rendered at build time');
const ABOUT = pageHtml('About, rendered at build time');
const HINDI_ABOUT = pageHtml('हमारे बारे में, rendered at build time');
const site = mkdtempSync(join(tmpdir(), 'learnfree-site-'));
let gateway: Gateway;

beforeAll(async () => {
  for (const dir of ['assets', 'media', 'prerendered/about', 'prerendered/hi/about'])
    mkdirSync(join(site, dir), { recursive: true });
  writeFileSync(join(site, 'index.html'), SHELL);
  writeFileSync(join(site, 'prerendered', 'index.html'), HOME);
  writeFileSync(join(site, 'prerendered', 'about', 'index.html'), ABOUT);
  writeFileSync(join(site, 'prerendered', 'hi', 'about', 'index.html'), HINDI_ABOUT);
  writeFileSync(join(site, 'assets', 'app-1a2b.js'), APP_JS);
  writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(site, 'media', 'clip.webm'), randomBytes(4_000));
  precompress(site);
  gateway = await startGateway({ port: await freePort(), staticDir: site });
});
afterAll(() => gateway.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, read without decompressing (fetch would decompress). */
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${gateway.url}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const unpacked = (answer: RawAnswer) => brotliDecompressSync(answer.body).toString();

describe('the build’s compressed copies', () => {
  it('are made at build time for text files of 1,000 bytes or more only, the prerendered pages included', () => {
    for (const file of [
      'index.html',
      'prerendered/index.html',
      'prerendered/about/index.html',
      'assets/app-1a2b.js',
    ])
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(site, file + suffix))).toBe(true);
    expect(existsSync(join(site, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(site, 'media', 'clip.webm.br'))).toBe(false);
  });

  it('are served by Accept-Encoding: brotli to a browser that takes it, gzip to one that takes only that', async () => {
    const brotli = await request('/assets/app-1a2b.js', CHROME);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(unpacked(brotli)).toBe(APP_JS);
    expect(brotli.body.length).toBeLessThan(APP_JS.length / 5);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);

    const gzip = await request('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS);

    const plain = await request('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);

    for (const answer of [brotli, gzip, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('follow the q-values of Accept-Encoding', () => {
    const both = ['br', 'gzip'] as const;
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.4', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0, identity', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBeUndefined();
  });
});

describe('app routes', () => {
  it('get their page rendered at build time, compressed, with or without a trailing slash', async () => {
    for (const [path, page] of [
      ['/', HOME],
      ['/about', ABOUT],
      ['/about/', ABOUT],
    ] as const) {
      const answer = await request(path, CHROME);
      expect({ path, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
        path,
        status: 200,
        encoding: 'br',
      });
      expect(unpacked(answer)).toBe(page);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('without such a page, or with a query, get the app shell, compressed; a missing file is a 404', async () => {
    // A course added after the build, a page for learners only, a name an object inherits, and an
    // address with a query (its page was rendered without one).
    for (const path of [
      '/course/id/added-after-the-build/detail',
      '/dashboard',
      '/constructor',
      '/about?q=x',
    ]) {
      const answer = await request(path, CHROME);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(unpacked(answer)).toBe(SHELL);
    }
    expect((await request('/assets/missing-1a2b.js', CHROME)).status).toBe(404);
    expect((await request('/about/index.htm', CHROME)).status).toBe(404);
  });

  it('are refused to any method but GET and HEAD, as CloudFront does', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await request('/about', CHROME, method);
      expect({ method, status: answer.status }).toEqual({ method, status: 403 });
      expect(answer.body.toString()).not.toContain('rendered at build time');
    }
  });
});

describe('caching', () => {
  it('keeps hashed assets a year and revalidates the shell, every prerendered page and every app route', async () => {
    expect((await request('/assets/app-1a2b.js', CHROME)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/about', '/index.html', '/prerendered/about/index.html', '/dashboard'])
      expect({ path, cache: (await request(path, CHROME)).headers['cache-control'] }).toEqual({
        path,
        cache: 'no-cache',
      });
    expect((await request('/favicon.svg')).headers['cache-control']).toBe(CACHE_CONTROL.otherFile);
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await request('/about', CHROME);
    const again = await request('/about', { ...CHROME, 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The copies differ, so does their ETag: a gzip client cannot be told its stale copy is fresh.
    expect((await request('/about', { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(
      first.headers.etag,
    );
  });

  it('answers HEAD with the headers only', async () => {
    const head = await request('/assets/app-1a2b.js', CHROME, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it('are those of the response-headers policy on pages, assets, missing files and API answers', async () => {
    for (const path of [
      '/',
      '/about',
      '/course',
      '/assets/app-1a2b.js',
      '/favicon.svg',
      '/missing.png',
      '/api/nothing',
      '/api/token/refresh',
    ]) {
      const answer = await request(path, CHROME);
      for (const [name, value] of Object.entries(securityHeaders()))
        expect({ path, name, value: answer.headers[name] }).toEqual({ path, name, value });
    }
  });
});

describe('the language of a page, as at the edge', () => {
  it('sends a first visit from a Hindi browser on to the Hindi page, uncached', async () => {
    const answer = await request('/about?from=home', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/hi/about?from=home');
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('follows the lf_lang cookie over the browser, and serves /hi/ pages to everyone', async () => {
    expect((await request('/about', { cookie: 'lf_lang=hi' })).headers.location).toBe('/hi/about');
    const english = await request('/about', { cookie: 'lf_lang=en', 'accept-language': 'hi' });
    expect(english.status).toBe(200);
    expect(english.body.toString()).toBe(ABOUT);
    const hindi = await request('/hi/about', { cookie: 'lf_lang=en' });
    expect(hindi.status).toBe(200);
    expect(hindi.body.toString()).toBe(HINDI_ABOUT);
  });

  it('serves English to a crawler (no cookie, no Accept-Language), and files as they are', async () => {
    expect((await request('/about')).body.toString()).toBe(ABOUT);
    expect((await request('/favicon.svg', { 'accept-language': 'hi' })).status).toBe(200);
  });
});
