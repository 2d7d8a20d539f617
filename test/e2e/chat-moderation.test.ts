/**
 * Moderating the community chat in Chromium: two learners on phones and an admin at desktop width,
 * all in the room; a message shows when it was sent (the exact time on focus); a learner reports
 * one with a reason; the admin deletes another and it disappears from the other learner's page
 * without a reload; the admin finds the report at /admin/reports and mutes its author, whose page
 * then says until when. axe finds no serious problem on any of these screens.
 *
 * Widths: the room once, with the learners' screens (the chat, the report dialog, the muted notice)
 * at 375 px and the admin's (the chat with its delete buttons, the reports page) at 1280 px, where
 * each is most used; the chat's layout at both widths is covered that way in one run.
 *
 * Chat connections share one room per table, and another worker's fan-out would remove these
 * sockets as gone through its own gateway: hence a table of this file's own.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import {
  logInThroughApi,
  openPage,
  screenshot,
  seriousA11yViolations,
  startAppForFile,
  type TestPage,
} from '../support/browser';
import { tableOfItsOwn } from '../support/own-table';

jest.setTimeout(240_000);

tableOfItsOwn();
const app = startAppForFile();

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const row = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text });
const connected = (page: Page) => page.getByRole('status').filter({ hasText: /^Connected$/ });

async function enterChat(page: Page): Promise<void> {
  await page.goto('/community');
  await connected(page).waitFor();
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Type your message here').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await row(page, text).waitFor();
}

async function expectAccessible(tp: TestPage, name: string): Promise<void> {
  expect(await seriousA11yViolations(tp.page)).toEqual([]);
  await screenshot(tp.page, name);
}

describe('chat moderation', () => {
  const people: Record<'asha' | 'ben' | 'ada', TestPage> = {} as never;
  const tag = randomBytes(3).toString('hex');
  const rude = `You are all fools ${tag}`;
  const spam = `Cheap followers at spam.example ${tag}`;

  beforeAll(async () => {
    for (const [who, name, viewport] of [
      ['asha', 'Asha Speaks', 'phone'],
      ['ben', 'Ben Listens', 'phone'],
      ['ada', 'Ada Moderates', 'desktop'],
    ] as const) {
      people[who] = await openPage(app, { viewport });
      const learner = await logInThroughApi(app, people[who].page, name);
      if (who === 'ada') await setRoleByEmail(learner.email, 'admin');
    }
    // A fresh load asks for the session again: Ada's now says admin.
    for (const tp of Object.values(people)) await enterChat(tp.page);
  });

  afterAll(async () => {
    for (const tp of Object.values(people)) await tp?.context.close();
  });

  it('shows each message to everyone with when it was sent, and the exact time on focus', async () => {
    const { asha, ben, ada } = people;
    await post(asha.page, rude);
    await post(asha.page, spam);
    for (const tp of [ben, ada]) await row(tp.page, spam).waitFor();
    await ben.page.getByText(/\d+ online$/).waitFor();

    const time = row(ben.page, spam).locator('time');
    expect(await time.evaluate((element) => element.firstChild?.textContent)).toMatch(
      /^(just now|\d+ min ago)$/,
    );
    await time.focus();
    const exact = time.locator('.chat__exact');
    expect((await exact.boundingBox())!.width).toBeGreaterThan(20);
    expect(await exact.textContent()).toMatch(/\d{4}/);
    await expectAccessible(ben, 'chat-moderation-learner');
  });

  it('lets a learner report a message with a reason', async () => {
    const { ben } = people;
    await row(ben.page, spam)
      .getByRole('button', { name: /^Report the message from Asha/ })
      .click();
    const dialog = ben.page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel('Why should an admin look at it?').fill('Advertising');
    await expectAccessible(ben, 'chat-moderation-report');
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await ben.page.getByText('Thank you. An admin will look at this message.').waitFor();
  });

  it("deletes a message from the admin's chat, and it disappears for the other learner without a reload", async () => {
    const { ben, ada } = people;
    await expectAccessible(ada, 'chat-moderation-admin');
    const loadsBefore = await ben.page.evaluate(() => performance.getEntriesByType('navigation').length);
    await row(ada.page, rude)
      .getByRole('button', { name: /^Delete the message from Asha/ })
      .click();
    const dialog = ada.page.getByRole('dialog', { name: 'Delete this message for everyone?' });
    await dialog.getByRole('button', { name: 'Delete for everyone' }).click();

    await row(ben.page, rude).waitFor({ state: 'detached' });
    await row(people.asha.page, rude).waitFor({ state: 'detached' });
    expect(await row(ben.page, spam).count()).toBe(1);
    expect(await ben.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      loadsBefore,
    );
    expect(ben.errors).toEqual([]);
  });

  it('shows the admin the report and the log at /admin/reports, and mutes the author from there', async () => {
    const { asha, ada } = people;
    await ada.page.getByRole('link', { name: 'Reported messages' }).click();
    await ada.page.waitForURL('**/admin/reports');
    const entry = ada.page.getByRole('listitem').filter({ hasText: spam });
    await entry.getByText('Advertising').waitFor();
    await ada.page
      .getByRole('region', { name: 'Moderation log' })
      .getByText(new RegExp(`Ada Moderates deleted a message by Asha Speaks: “${rude}”`))
      .waitFor();
    await expectAccessible(ada, 'chat-moderation-reports');

    await entry.getByRole('button', { name: /^Mute the author of the message from Asha/ }).click();
    const dialog = ada.page.getByRole('dialog', { name: 'Mute Asha Speaks' });
    await dialog.getByLabel('10 minutes').check();
    await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
    await ada.page.getByText(/^Asha Speaks is muted until/).waitFor();

    await asha.page.getByPlaceholder('Type your message here').fill(`Still here ${tag}`);
    await asha.page.getByRole('button', { name: 'Send', exact: true }).click();
    await asha.page.getByText(/^An admin has muted you until .+ You can read along until then\.$/).waitFor();
    // The refused message stays in the list, not sent, to be sent again once the mute ends.
    const refused = asha.page.getByRole('listitem').filter({ hasText: `Still here ${tag}` });
    await refused.getByText('Not sent').waitFor();
    // Send and Send again stay focusable while they cannot send (aria-disabled), so focus is not lost.
    for (const name of ['Send', 'Send again']) {
      expect(await asha.page.getByRole('button', { name, exact: true }).getAttribute('aria-disabled')).toBe(
        'true',
      );
    }
    await expectAccessible(asha, 'chat-moderation-muted');
  });
});
