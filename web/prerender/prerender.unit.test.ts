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
    <div id="root"></div>
  </body>
</html>`;

const CSS = 'main{min-height:100vh}';

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
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Python · LearnFree</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Learn Python."');
    expect(html).toContain('<div id="root"><main>page</main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('carries the stylesheet inline, so its first paint waits for no other request', () => {
    const html = pageHtml(TEMPLATE, page(''), CSS);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(() => pageHtml(TEMPLATE, page(''), 'a::after{content:"</style>"}')).toThrow('cannot be inlined');
  });

  it("keeps the site's title and description for a page without its own", () => {
    const html = pageHtml(TEMPLATE, page(''), CSS);
    expect(html).toContain('<title>LearnFree · Never Stop Learning</title>');
    expect(html).toContain("The site's own description.");
  });

  it('carries its route data as JSON that no course text can break out of', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const html = pageHtml(TEMPLATE, page('', { detail: { course: { name: hostile } } }), CSS);
    const block = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(JSON.parse(block![1]!)).toEqual({ detail: { course: { name: hostile } } });
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
