/**
 * axe-core finds no serious or critical problem where the screens open things up (the phone's menu,
 * the account dropdown, a dialog), and the keyboard reaches what it must: the skip link, dialogs,
 * and focus that stays visible. (axe on every route as it loads, in the light and the dark theme,
 * is routes.test.ts's, on the one visit that checks the route's texts.)
 *
 * Widths: on a phone the screens share their layout rules, so there the home page is checked, as
 * it is and with its menu open (the phone's own navigation), and the e-mail hint dialog, which must
 * fit a phone's screen; the account dropdown and the skip link at 1280 px. The tests of a width
 * share one browser context.
 */
import {
  COLOUR_RULES,
  logInThroughApi,
  openPageForBlock,
  seriousA11yViolations,
  startAppForFile,
} from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

describe('on a phone', () => {
  const tp = openPageForBlock(app, { viewport: 'phone' });

  it('has no serious violation on the home page, with the menu open', async () => {
    await tp.page.goto('/');
    await tp.page.getByRole('heading', { level: 1 }).waitFor();
    await tp.settle();
    // The phone's page itself first: the open menu covers part of it.
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
    await tp.page.getByRole('button', { name: 'Open menu' }).click();
    await tp.page.getByRole('link', { name: 'About us', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  });

  it('opens the e-mail hint dialog from the keyboard, closes it with Escape and returns focus', async () => {
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
  });
});

describe('at 1280 px', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });

  it('lets keyboard users skip to the content, with the focus always visible', async () => {
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
        // A course card's link draws its ring inside the card, on ::after (cards clip their corners).
        const inside = getComputedStyle(element, '::after');
        return (
          style.boxShadow !== 'none' ||
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          (inside.content !== 'none' && inside.boxShadow !== 'none')
        );
      });
      expect(indicator).toBe(true);
    }
  });

  // The check every file above relies on: a clean verdict means nothing when it would miss these.
  it('the check itself finds a nameless button, a picture without words and faint text', async () => {
    const { page } = tp;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const faint = Object.assign(document.createElement('p'), { textContent: 'Barely there' });
      Object.assign(faint.style, { color: '#eeeeee', background: '#ffffff' });
      main.append(
        document.createElement('button'),
        Object.assign(document.createElement('img'), { src: '/favicon.svg' }),
        faint,
      );
    });
    const ids = (found: string[]) => found.map((line) => line.split(' ')[0]).sort();
    expect(ids(await seriousA11yViolations(page))).toEqual(['button-name', 'color-contrast', 'image-alt']);
    expect(ids(await seriousA11yViolations(page, { rules: COLOUR_RULES }))).toEqual(['color-contrast']);
    expect(await seriousA11yViolations(page, { exclude: 'main' })).toEqual([]);
  });

  // Last at this width: it logs in.
  it('has no serious violation with the account dropdown open', async () => {
    await logInThroughApi(app, tp.page, 'Axe Learner');
    await tp.page.goto('/');
    await tp.page.getByRole('button', { name: /Account menu for/ }).click();
    await tp.page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  });
});
