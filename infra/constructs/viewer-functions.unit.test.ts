/**
 * The viewer function's choice of language, run as CloudFront runs it: a first visit from a
 * Hindi-preferring browser, or a visitor who chose Hindi, goes on to the `/hi/` address; everyone
 * else, crawlers included, gets the page asked for.
 */
import { negotiateUiLanguage } from '../../shared/locale';
import { MAX_FUNCTION_BYTES, spaRewriteSource } from './viewer-functions';

// What CloudFront hands the function and takes back: loosely typed, as the function's own JavaScript is.
// biome-ignore lint/suspicious/noExplicitAny: the event and the answer are plain JSON of CloudFront's shape
type Json = Record<string, any>;

const PAGES = ['/', '/about', '/course', '/course/id/intro-to-python/detail'];
const WITH_HINDI = [...PAGES, ...PAGES.map((page) => (page === '/' ? '/hi' : `/hi${page}`))];

function view(
  uri: string,
  { acceptLanguage, cookie, query = {} }: { acceptLanguage?: string; cookie?: string; query?: Json } = {},
): Json {
  const handler = new Function(`${spaRewriteSource(WITH_HINDI)}\nreturn handler;`)() as (event: Json) => Json;
  return handler({
    request: {
      method: 'GET',
      uri,
      querystring: query,
      headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {},
      cookies: cookie ? { lf_lang: { value: cookie } } : {},
    },
  });
}

const redirectOf = (answer: Json) => (answer.statusCode === 302 ? answer.headers.location.value : null);

describe('the language at the edge', () => {
  it('sends a first visit from a browser that prefers Hindi to the Hindi page, uncached', () => {
    const answer = view('/course', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location.value).toBe('/hi/course');
    expect(answer.headers['cache-control'].value).toBe('private, no-store');
    expect(redirectOf(view('/', { acceptLanguage: 'hi' }))).toBe('/hi/');
    expect(redirectOf(view('/course/id/intro-to-python/detail', { acceptLanguage: 'hi' }))).toBe(
      '/hi/course/id/intro-to-python/detail',
    );
  });

  it('keeps the query of the address it sends on', () => {
    const answer = view('/course', {
      acceptLanguage: 'hi',
      query: { q: { value: 'data science' }, sort: { value: 'newest', multiValue: [{ value: 'newest' }] } },
    });
    expect(redirectOf(answer)).toBe('/hi/course?q=data%20science&sort=newest');
  });

  it('follows the visitor’s choice in the lf_lang cookie over the browser', () => {
    expect(redirectOf(view('/about', { cookie: 'hi' }))).toBe('/hi/about');
    expect(redirectOf(view('/about', { cookie: 'hi', acceptLanguage: 'en-GB' }))).toBe('/hi/about');
    // Chose English: stays English, whatever the browser says.
    expect(view('/about', { cookie: 'en', acceptLanguage: 'hi-IN' }).uri).toBe(
      '/prerendered/about/index.html',
    );
  });

  it('serves English to crawlers and English-preferring browsers, and Hindi at /hi/ to everyone', () => {
    expect(view('/').uri).toBe('/prerendered/index.html');
    expect(view('/course', { acceptLanguage: 'en-US,en;q=0.9,hi;q=0.8' }).uri).toBe(
      '/prerendered/course/index.html',
    );
    expect(view('/hi/course', { cookie: 'en' }).uri).toBe('/prerendered/hi/course/index.html');
    expect(view('/hi/').uri).toBe('/prerendered/hi/index.html');
    expect(view('/hi').uri).toBe('/prerendered/hi/index.html');
    expect(view('/hi/course/id/intro-to-python/detail').uri).toBe(
      '/prerendered/hi/course/id/intro-to-python/detail/index.html',
    );
    // A Hindi page not built ahead of time gets the app shell, which renders it in Hindi.
    expect(view('/hi/dashboard').uri).toBe('/index.html');
  });

  it('leaves files alone, whatever the language', () => {
    expect(view('/assets/index-1a2b.js', { acceptLanguage: 'hi' }).uri).toBe('/assets/index-1a2b.js');
    expect(view('/favicon.svg', { cookie: 'hi' }).uri).toBe('/favicon.svg');
  });

  it('chooses as the app and the server do (shared/locale.ts)', () => {
    const headers = [
      'hi-IN,hi;q=0.9,en;q=0.8',
      'en-IN,en;q=0.9,hi;q=0.8',
      'en;q=0.5,hi;q=0.6',
      'fr-FR,fr;q=0.9,hi;q=0.5',
      'fr-FR,fr;q=0.9',
      'hi;q=0,en;q=0.1',
      'HI',
      '*',
      'de, hi-Latn;q=0.7',
    ];
    for (const header of headers) {
      const edge = redirectOf(view('/about', { acceptLanguage: header })) ? 'hi' : 'en';
      expect(`${header} → ${edge}`).toBe(`${header} → ${negotiateUiLanguage(header)}`);
    }
  });

  it('stays under CloudFront’s size limit with every page built in both languages', () => {
    const courses = Array.from({ length: 30 }, (_, i) => `/course/id/${'x'.repeat(24)}${i}/detail`);
    const english = [
      '/',
      '/about',
      '/terms-of-service',
      '/privacy-policy',
      '/login',
      '/register',
      '/course',
      ...courses,
    ];
    const both = [...english, ...english.map((page) => (page === '/' ? '/hi' : `/hi${page}`))];
    expect(Buffer.byteLength(spaRewriteSource(both))).toBeLessThan(MAX_FUNCTION_BYTES);
  });
});
