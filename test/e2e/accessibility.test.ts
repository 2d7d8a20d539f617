/**
 * axe-core finds no serious or critical problem on the static screens and the account screens,
 * and the keyboard reaches what it must: the skip link, dialogs, and focus that stays visible.
 */
import {
  logInAsNewLearner,
  openPageForBlock,
  seriousA11yViolations,
  startAppForFile,
  withPage,
} from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

const SCREENS = [
  '/',
  '/about',
  '/terms-of-service',
  '/privacy-policy',
  '/error',
  '/login',
  '/register',
  '/users/reset',
];

describe.each(['desktop', 'phone'] as const)('at %s width', (viewport) => {
  const tp = openPageForBlock(app, { viewport });

  // On phones the screens share their layout rules; the home page has the most of them.
  it.each(viewport === 'desktop' ? SCREENS : ['/'])(
    'has no serious accessibility violation on %s',
    async (path) => {
      await tp.page.goto(path);
      await tp.page.getByRole('heading', { level: 1 }).first().waitFor();
      await tp.settle();
      expect(await seriousA11yViolations(tp.page)).toEqual([]);
    },
  );
});

it('has no serious violation with the mobile menu open', () =>
  withPage(app, { viewport: 'phone' }, async (tp) => {
    await tp.page.goto('/');
    await tp.page.getByRole('button', { name: 'Open menu' }).click();
    await tp.page.getByRole('link', { name: 'ABOUT US', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  }));

it('has no serious violation with the account dropdown open', () =>
  withPage(app, { viewport: 'desktop' }, async (tp) => {
    await logInAsNewLearner(app, tp.page, 'Axe Learner');
    await tp.page.goto('/');
    await tp.page.getByRole('button', { name: /Account menu for/ }).click();
    await tp.page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  }));

it('lets keyboard users skip to the content, with the focus always visible', () =>
  withPage(app, { viewport: 'desktop' }, async (tp) => {
    const { page } = tp;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Every control reached by Tab shows a focus indicator.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const indicator = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
      });
      expect(indicator).toBe(true);
    }
  }));

it('opens the e-mail hint dialog from the keyboard, closes it with Escape and returns focus', () =>
  withPage(app, { viewport: 'phone' }, async (tp) => {
    const { page } = tp;
    await page.goto('/users/reset');
    const opener = page.getByRole('button', { name: "Can't find Email?" });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Can't find the e-mail?" });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  }));
