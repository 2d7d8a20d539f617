/**
 * Account settings in Chromium against the local stack: reach /account from the account menu with
 * the keyboard, change the name and see it in the navigation bar, change the password and log in
 * with the new one, download the data and read it, then delete the account and land on the home
 * page logged out. axe checks the page and the confirmation.
 *
 * Width: 1280 px. The page's forms have no layout of their own on a phone; the account menu inside
 * the phone's main menu is walked in the keyboard journey at 375 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, type AccountExport, EXPORT_FILE_NAME } from '../../shared/account';
import {
  type Learner,
  logInThroughApi,
  openPageForBlock,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';

jest.setTimeout(120_000);

const app = startAppForFile();

const accountButton = (page: Page) => page.getByRole('button', { name: /Account menu for/ });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Logs in from the login page. The page arrives prerendered; it is filled in only once the network
 * is quiet, that is once its code has loaded and taken the form over, so the submit is the app's.
 */
async function logIn(tp: TestPage, email: string, password: string): Promise<void> {
  const { page } = tp;
  await page.goto('/login');
  await tp.settle();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).press('Enter');
}

/**
 * Buttons are pressed from the keyboard throughout: a pointer resting on a toast keeps it there,
 * where it may cover the next button.
 */
describe('a learner', () => {
  const tp = openPageForBlock(app, { viewport: 'desktop' });
  let learner: Learner;
  const renamed = 'Renamed Learner';
  const newPassword = 'a much better secret';

  beforeAll(async () => {
    learner = await logInThroughApi(app, tp.page, 'Settings Learner');
  });

  it('reaches /account from the account menu with the keyboard', async () => {
    const { page } = tp;
    await page.goto('/');
    await accountButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('link', { name: 'Account Setting' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Account Setting');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account');
    await section(page, 'Profile').waitFor();
    expect(await page.title()).toBe('Account settings · LearnFree');
    for (const name of ['Password', 'Your data', 'Delete account']) await section(page, name).waitFor();
    await tp.settle();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'account');
  });

  it('shows a refused name next to the field, then the new name at once in the navigation bar', async () => {
    const { page } = tp;
    const name = section(page, 'Profile').getByLabel('Name');
    await name.fill('Ab'.repeat(26)); // 52 characters: a name has at most 50
    await page.getByRole('button', { name: 'Save name' }).press('Enter');
    await page.getByText(ACCOUNT_MESSAGES.nameLength).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save name' }).press('Enter');
    await page.getByText(ACCOUNT_MESSAGES.renamed).first().waitFor();
    await page.getByRole('button', { name: `Account menu for ${renamed}` }).waitFor();
    // It is the account's name now, not just this page's: a reload shows it too.
    await page.reload();
    await section(page, 'Profile').getByLabel('Name').waitFor();
    expect(await section(page, 'Profile').getByLabel('Name').inputValue()).toBe(renamed);
  });

  it('changes the password, and the new one logs in', async () => {
    const { page } = tp;
    const form = section(page, 'Password');
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).press('Enter');
    await form.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();

    await form.getByLabel('Current password').fill(learner.password);
    await form.getByRole('button', { name: 'Change password' }).press('Enter');
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).first().waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    await page.context().clearCookies();
    await logIn(tp, learner.email, learner.password);
    await page.getByText('Invalid email or password.').first().waitFor();
    await logIn(tp, learner.email, newPassword);
    await page.waitForURL('**/dashboard');
  });

  it(`downloads ${EXPORT_FILE_NAME} with the account's data`, async () => {
    const { page } = tp;
    await page.goto('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ name: renamed, email: learner.email, role: 'user' });
    expect(data).toMatchObject({ enrolments: [], notes: [], certificates: [], chatMessages: [] });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|secretHash|\$2[aby]\$/);
  });

  it('deletes the account after a confirmation naming what goes, and lands home logged out', async () => {
    const { page } = tp;
    const danger = section(page, 'Delete account');
    await danger.getByLabel('Your password').fill(newPassword);
    await danger.getByRole('button', { name: 'Delete my account…' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.waitFor();
    await dialog.getByText('your notes and their review cards', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'account-delete-confirmation');

    await dialog.getByRole('button', { name: 'Delete my account and data' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    // The address changes as the move starts; the home page replaces this one once its code is
    // there, and a menu opened before that would close as the page changes.
    await page.getByRole('heading', { level: 1, name: /^Join Now/ }).waitFor();
    await page.getByText(ACCOUNT_MESSAGES.deleted).first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await accountButton(page).count()).toBe(0);

    await logIn(tp, learner.email, newPassword);
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(tp.crashes).toEqual([]);
    expect(tp.errors).toEqual([]);
  });
});
