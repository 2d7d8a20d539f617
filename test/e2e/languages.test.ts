/**
 * English and Hindi in a real browser: a visitor whose browser speaks Hindi lands on the Hindi home
 * page, switches to English with the navigation bar, and stays in English on a reload; the pages
 * built ahead of time exist in both languages and name each other for search engines.
 */
import { screenshot, startAppForFile, withPage } from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

it('takes a Hindi browser to the Hindi home page; the switch brings English, which a reload keeps', () =>
  withPage(app, { viewport: 'desktop', locale: 'hi-IN' }, async ({ page, errors }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/hi/');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    await page
      .getByRole('heading', { level: 1, name: 'आज ही जुड़ें और इंडस्ट्री के बेहतरीन टीचर्स से सीखना शुरू करें।' })
      .waitFor();
    expect(await page.title()).toBe('LearnFree · सीखना कभी न रुके');
    // In-app links stay in Hindi.
    expect(await page.getByRole('banner').getByRole('link', { name: 'कोर्स' }).getAttribute('href')).toBe(
      '/hi/course',
    );
    await screenshot(page, 'hindi-home-1280');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Join Now And Start Learning From Leading Teachers In Industry.',
      })
      .waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lf_lang');
    expect(cookie?.value).toBe('en');

    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Join Now And Start Learning From Leading Teachers In Industry.',
      })
      .waitFor();
    expect(errors).toEqual([]);
  }));

it('shows the Hindi catalogue with its counts, and a course page whose content stays as written', () =>
  withPage(app, { viewport: 'phone', locale: 'hi-IN' }, async ({ page, errors }) => {
    await page.goto('/course');
    expect(new URL(page.url()).pathname).toBe('/hi/course');
    await page.getByRole('heading', { level: 1, name: 'कोर्स' }).waitFor();
    await page.getByText(/^\d[\d,]* कोर्स$/).waitFor();
    await screenshot(page, 'hindi-catalogue-390');
    const firstCourse = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const name = (await firstCourse.textContent()) ?? '';
    await firstCourse.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/hi/course/id/'));
    // The course's own name, as its creator wrote it; the interface around it in Hindi.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'लेसन' }).waitFor();
    expect(await page.title()).toBe(`${name} · LearnFree`);
    expect(errors).toEqual([]);
  }));

it('serves every page built ahead of time in both languages, each naming the other', async () => {
  for (const path of ['/', '/course', '/login']) {
    const hindiPath = path === '/' ? '/hi/' : `/hi${path}`;
    const hindi = await (await fetch(`${app.url}${hindiPath}`)).text();
    expect(hindi).toContain('<html lang="hi">');
    const english = await (await fetch(`${app.url}${path}`)).text();
    expect(english).toContain('<html lang="en">');
  }
  // The alternates, absolute as search engines need them, in step with the address.
  await withPage(app, { viewport: 'desktop' }, async ({ page }) => {
    const alternates = () =>
      page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${(link as HTMLLinkElement).href}`).sort(),
      );
    await page.goto('/hi/course');
    await page.getByRole('heading', { level: 1, name: 'कोर्स' }).waitFor();
    // Set by the app once it has adopted the page.
    await page.waitForFunction(
      () => document.querySelectorAll('link[rel="alternate"][hreflang]').length === 3,
    );
    expect(await alternates()).toEqual([
      `en ${app.url}/course`,
      `hi ${app.url}/hi/course`,
      `x-default ${app.url}/course`,
    ]);
    await page.getByRole('banner').getByRole('link', { name: 'हमारे बारे में' }).click();
    await page.waitForURL((url) => url.pathname === '/hi/about');
    await page.waitForFunction(() =>
      document
        .querySelector('link[rel="alternate"][hreflang="en"]')
        ?.getAttribute('href')
        ?.endsWith('/about'),
    );
    expect(await alternates()).toEqual([
      `en ${app.url}/about`,
      `hi ${app.url}/hi/about`,
      `x-default ${app.url}/about`,
    ]);
  });
});
