/**
 * Moderating the community chat in Chromium, at phone and desktop width, on storage of its own: two
 * learners and an admin in the room; a message shows when it was sent (the exact time on focus); a
 * learner reports one with a reason; the admin deletes another and it disappears from the other
 * learner's page without a reload; the admin finds the report at /admin/reports and mutes its author,
 * whose page then says until when. axe finds no serious problem on any of these screens.
 *
 * Chat connections share one room per table, and another file's fan-out would remove these sockets
 * as gone through its own gateway: hence DynamoDB Local and the local SES of this file's own.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { App, TestPage } from '../support/browser';
import type { OwnServices } from '../support/own-services';

jest.setTimeout(240_000);

type Modules = {
  browser: typeof import('../support/browser');
  admins: typeof import('../../scripts/lib/admin-command');
};

let services: OwnServices;
let m: Modules;
let app: App;

beforeAll(async () => {
  const { startOwnServices } = await import('../support/own-services');
  services = await startOwnServices('learnfree-chat-browser');
  Object.assign(process.env, services.env);
  // Everything that reaches storage is loaded now, so it reads this file's endpoints.
  jest.resetModules();
  m = {
    browser: await import('../support/browser'),
    admins: await import('../../scripts/lib/admin-command'),
  };
  app = await m.browser.startApp();
});

afterAll(async () => {
  await app?.close();
  await services?.stop();
});

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
  expect(await m.browser.seriousA11yViolations(tp.page)).toEqual([]);
  await m.browser.screenshot(tp.page, name);
}

describe.each(['phone', 'desktop'] as const)('chat moderation at %s width', (viewport) => {
  const people: Record<'asha' | 'ben' | 'ada', TestPage> = {} as never;
  const tag = randomBytes(3).toString('hex');
  const rude = `You are all fools ${tag}`;
  const spam = `Cheap followers at spam.example ${tag}`;

  beforeAll(async () => {
    for (const [who, name] of [
      ['asha', 'Asha Speaks'],
      ['ben', 'Ben Listens'],
      ['ada', 'Ada Moderates'],
    ] as const) {
      people[who] = await m.browser.openPage(app, { viewport });
      const learner = await m.browser.logInAsNewLearner(app, people[who].page, name);
      if (who === 'ada') await m.admins.setRoleByEmail(learner.email, 'admin');
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
    await asha.page.getByRole('button', { name: 'Send' }).click();
    await asha.page.getByText(/^An admin has muted you until .+ You can read along until then\.$/).waitFor();
    // Send stays focusable while it cannot send (aria-disabled), so focus is not lost.
    expect(await asha.page.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(asha, 'chat-moderation-muted');
  });
});
