import { join } from 'node:path';
import { catalogueApi, seedCourses } from './catalogue-api';
import { pageHtml } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site's own description." />
    <title>LearnFree · Never Stop Learning</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <noscript>
      <p class="noscript-notice" role="note">
        LearnFree needs JavaScript to log in, sign up, enrol and keep your progress.
      </p>
    </noscript>
    <div id="root"></div>
  </body>
</html>`;

const CSS = 'main{min-height:100vh}';
const HOME_EN = { path: '/', language: 'en' } as const;

const page = (head: string, routeData: Record<string, object> = {}) => ({
  head,
  body: '<main>page</main>',
  routeData,
});

describe('a prerendered page', () => {
  it("carries the page's own title and description instead of the site's", () => {
    const html = pageHtml(
      TEMPLATE,
      page('<title>Python · LearnFree</title><meta name="description" content="Learn Python."/>'),
      CSS,
      HOME_EN,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Python · LearnFree</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Learn Python."');
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('carries the stylesheet inline, so its first paint waits for no other request', () => {
    const html = pageHtml(TEMPLATE, page(''), CSS, HOME_EN);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(() => pageHtml(TEMPLATE, page(''), 'a::after{content:"</style>"}', HOME_EN)).toThrow(
      'cannot be inlined',
    );
  });

  it("keeps the site's title and description for a page without its own", () => {
    const html = pageHtml(TEMPLATE, page(''), CSS, HOME_EN);
    expect(html).toContain('<title>LearnFree · Never Stop Learning</title>');
    expect(html).toContain("The site's own description.");
  });

  it('carries its route data as JSON that no course text can break out of', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const html = pageHtml(TEMPLATE, page('', { detail: { course: { name: hostile } } }), CSS, HOME_EN);
    const block = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(block![1]!)).toEqual({ detail: { course: { name: hostile } } });
  });
});

describe('a page in each language', () => {
  const head = '<title>Courses · LearnFree</title>';

  it('says its language in the html element, and tells a browser without JavaScript in it', () => {
    const hindi = pageHtml(TEMPLATE, page(head), CSS, { path: '/course', language: 'hi' });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toMatch(/<p class="noscript-notice" role="note">LearnFree पर लॉग इन, साइन अप/);
    expect(hindi).not.toContain('LearnFree needs JavaScript');
    const english = pageHtml(TEMPLATE, page(head), CSS, { path: '/course', language: 'en' });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('LearnFree needs JavaScript');
  });

  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    );

  it('lists itself and the other language as alternates, English as the default, in either language', () => {
    const site = 'https://learnfree.example';
    const expected = [`en ${site}/course`, `hi ${site}/hi/course`, `x-default ${site}/course`];
    const at = (language: 'en' | 'hi', path = '/course') =>
      alternates(pageHtml(TEMPLATE, page(head), CSS, { path, language, siteUrl: site }));
    expect(at('hi')).toEqual(expected);
    expect(at('en')).toEqual(expected);
    expect(at('hi', '/')).toEqual([`en ${site}/`, `hi ${site}/hi/`, `x-default ${site}/`]);
  });

  it('leaves the alternates to the app when the build does not know the site address (they must be absolute)', () => {
    expect(alternates(pageHtml(TEMPLATE, page(head), CSS, { path: '/course', language: 'hi' }))).toEqual([]);
  });

  it('gives the alternates fully qualified when the build knows the site address', () => {
    const html = pageHtml(TEMPLATE, page(head), CSS, {
      path: '/about',
      language: 'hi',
      siteUrl: 'https://learnfree.example',
    });
    expect(html).toContain(
      '<link rel="alternate" hreflang="hi" href="https://learnfree.example/hi/about" />',
    );
  });
});

describe('the catalogue at build time', () => {
  const courses = seedCourses(join(__dirname, '..', '..', 'infra', 'seed', 'catalogue.json'));

  it('answers the list and each course as the API does, from the seed catalogue', async () => {
    const api = catalogueApi(courses);
    const list = (await (await api.fetch('/api/course')).json()) as Array<Record<string, unknown>>;
    expect(list.map((course) => course._id)).toEqual(courses.map((course) => course._id));
    expect(list[0]).not.toHaveProperty('lessons');
    const first = courses[0]!;
    const detail = await api.fetch(`/api/course/detail/${first._id}`);
    expect(await detail.json()).toEqual(first);
    expect((await api.fetch('/api/course/detail/no-such-course')).status).toBe(404);
    expect(api.unanswered).toEqual([]);
  });

  it('records any other call, so the build fails instead of shipping an error state', async () => {
    const api = catalogueApi(courses);
    await expect(api.fetch('/api/users/dashboard')).rejects.toThrow('No answer');
    expect(api.unanswered).toEqual(['GET /api/users/dashboard']);
  });
});
