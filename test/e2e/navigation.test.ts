/**
 * The navigation bar and footer on every screen: the mobile menu, the account dropdown, the footer
 * for a learner, and where toasts show. (The footer's links for a visitor are checked on
 * routes.test.ts's visit of `/`.)
 *
 * Widths: the menu button, the legal texts under the sticky bar and the toasts at the top on a phone
 * (375 px), where that layout is the phone's own; the toasts' other corner and the account dropdown
 * at 1280 px. The tests of a width share one browser context.
 */
import type { Locator, Page } from 'playwright-core';
import {
  eventually,
  type Learner,
  logInThroughApi,
  openPageForBlock,
  seriousA11yViolations,
  startAppForFile,
} from '../support/browser';

jest.setTimeout(60_000);

const app = startAppForFile();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('on a phone', () => {
  const tp = openPageForBlock(app, { viewport: 'phone' });

  it('collapses the menu when a link in it is followed', async () => {
    const { page } = tp;
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' });
    expect(await about.isVisible()).toBe(false);
    await toggle.click();
    await about.waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await about.click();
    await page.waitForURL('**/about');
    await about.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses the menu even when the link leads to the page already shown', async () => {
    const { page } = tp;
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' });
    await about.click();
    await about.waitFor({ state: 'hidden' });
  });

  it('closes the menu with Escape and puts focus back on the menu button', async () => {
    const { page } = tp;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).waitFor({
      state: 'hidden',
    });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar__toggle');
    expect(tp.errors).toEqual([]);
  });

  it('opens the legal texts at the section a link points to', async () => {
    const { page } = tp;
    const inView = async (name: string) => {
      const heading = page.getByRole('heading', { name, exact: true });
      await heading.waitFor();
      await eventually(
        () =>
          heading.evaluate(
            (h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < innerHeight,
          ),
        true,
      );
    };
    await page.goto('/privacy-policy#children');
    await inView('8. Children');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Cookies' })
      .click();
    await inView('3. Cookies');
    // Not hidden under the sticky navigation bar.
    const top = await page
      .getByRole('heading', { name: '3. Cookies' })
      .evaluate((h) => h.getBoundingClientRect().top);
    const navBottom = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(navBottom);
    expect(tp.errors).toEqual([]);
  });

  // Last on the phone: it logs in.
  it('shows toasts at the top, and clears a form’s error toast when the learner moves on', async () => {
    const { page } = tp;
    await logInThroughApi(app, page, 'Toast Tester');
    const toast = await failedPasswordChange(page);
    expect((await toast.boundingBox())!.y).toBeLessThan(812 / 3);
    // The pointer rests on the toast, which stops its timer: only the move can clear it.
    await toast.hover();
    await page.getByRole('banner').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await toast.waitFor({ state: 'detached' });
  });
});

/**
 * A form's failure toast: the logged-in learner's password change answered by a server that is
 * down (a refusal the form can pin to a field shows there instead; the login form shows every
 * refusal in place).
 */
async function failedPasswordChange(page: Page): Promise<Locator> {
  const passwordChange = '**/api/users/me/password';
  await page.route(passwordChange, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"msg":"Try again in a moment."}' }),
  );
  await page.goto('/account');
  await page.getByLabel('Current password').fill('the password');
  await page.getByLabel('New password', { exact: true }).fill('a new password');
  await page.getByLabel('Confirm new password').fill('a new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await toast.waitFor();
  await page.unroute(passwordChange);
  return toast;
}

describe('for a logged-in learner', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  let learner: Learner;
  beforeAll(async () => {
    // Signing up and logging in through the pages is the journeys' subject (learner-journey,
    // keyboard-journey, enrol-as-visitor); the last test here logs in through the form again.
    learner = await logInThroughApi(app, tp.page, 'Navigating Learner 1');
  });

  const accountButton = () => tp.page.getByRole('button', { name: /Account menu for/ });

  it('shows toasts, whose code loads after the page, bottom right', async () => {
    const toast = await failedPasswordChange(tp.page);
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 100);
    expect(box.y + box.height).toBeGreaterThan(800 - 150);
    // The pointer on it stops its timer, so axe judges it whole, not fading out.
    await toast.hover();
    expect(await seriousA11yViolations(tp.page)).toEqual([]);
  });

  it('titles the account dropdown with the first 15 characters of the name, an ellipsis and the whole name as tooltip', async () => {
    await tp.page.goto('/');
    expect(learner.name.length).toBeGreaterThan(15);
    expect(await accountButton().textContent()).toBe(`Account menu for ${learner.name.slice(0, 15)}…`);
    expect(await accountButton().getAttribute('title')).toBe(learner.name);
  });

  it('offers no "Log in" or "Sign up" in the footer', async () => {
    await tp.page.goto('/about');
    // The page arrives rendered for a visitor; the footer follows once the session is known.
    await accountButton().waitFor();
    const footer = tp.page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Courses', exact: true }).waitFor();
    expect(await footer.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Sign up', exact: true }).count()).toBe(0);
  });

  it('offers the dashboard instead of sign-up on the home banner', async () => {
    await tp.page.goto('/');
    const main = tp.page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await main.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
  });

  it('works the dropdown from the keyboard: arrows move, Escape closes and gives focus back', async () => {
    const { page } = tp;
    await page.goto('/');
    await accountButton().focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    await eventually(() => focusedText(page), 'Dashboard');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page), 'Account Setting');
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page), 'Request Course');
    await page.keyboard.press('End');
    await eventually(() => focusedText(page), 'Logout');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout', exact: true }).waitFor({ state: 'detached' });
    expect(await accountButton().evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await accountButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the entries of the spec and closes on a click elsewhere', async () => {
    const { page } = tp;
    await page.goto('/about');
    await accountButton().click();
    const menu = page.locator('.dropdown');
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await menu.getByRole('link', { name: 'Request Course' }).getAttribute('href')).toBe(
      '/course/request',
    );
    expect(await menu.getByRole('link', { name: 'Account Setting' }).getAttribute('href')).toBe('/account');
    await menu.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await menu.waitFor({ state: 'detached' });
  });

  it('logs out from the dropdown, and a login-only page then asks to log in and leads back', async () => {
    const { page } = tp;
    await page.goto('/');
    await accountButton().click();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
    await page.goto('/community');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password').fill(learner.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/community');
    await accountButton().waitFor();
    expect(tp.crashes).toEqual([]);
  });
});
