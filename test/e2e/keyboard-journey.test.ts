/**
 * A new learner's whole way through the product with the keyboard alone: sign up, verify from the
 * mail, log in, find a course with the catalogue's search box, open it and enrol, tick a lesson
 * complete, keep a note, send a chat message, request a course and log out. Only Tab, Shift+Tab,
 * Enter, Space, the arrow keys and Escape drive the pages, plus typing into the focused field; the
 * only addresses opened directly are the first page and the mail's link. Wherever the learner stops
 * to act, the focus must be visible and on screen, and an action must leave the focus on the page,
 * never on <body>.
 *
 * Width: 375 px only, the narrow layout (also a desktop browser zoomed in), where the keyboard has
 * the most to get through: the navigation behind its menu button, the account menu inside it, the
 * player's chapters as a tab, and a screen small enough to lose the focus off its edge. The journey
 * at 1280 px is learner-journey.test.ts's; the keyboard there is tested in accessibility,
 * navigation, page-changes and discussion tests.
 *
 * The chat room is shared by everyone on a table, and another file's fan-out would drop this file's
 * sockets as gone: this file runs on a table of its own, seeded with the catalogue.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { seedCatalogue } from '../../infra/local/table';
import { MESSAGES } from '../../shared/constants';
import { eventually, openPageForBlock, startAppForFile } from '../support/browser';
import { awaitedLink, VERIFY_LINK } from '../support/inbox';
import { tableOfItsOwn } from '../support/own-table';
import { uniqueEmail } from '../support/users';

jest.setTimeout(180_000);

tableOfItsOwn();
beforeAll(() => seedCatalogue(), 60_000);
const app = startAppForFile();

/** The course the learner looks for, by words typed into the search box. */
const course = { typed: 'binary trees', name: 'Binary Trees Series' };

const HOME_TITLE = 'Join Now And Start Learning From Leading Teachers In Industry.';

/** What a keyboard user aims for: a control by its role and accessible name. */
interface Target {
  role: string;
  name: string | RegExp;
}

interface Focused {
  role: string;
  name: string;
}

const describeTarget = ({ role, name }: Target) => `${role} "${name}"`;
const matches = (focused: Focused, { role, name }: Target) =>
  focused.role === role && (typeof name === 'string' ? focused.name === name : name.test(focused.name));

/**
 * The focused element's role (explicit, or the one its tag and type imply) and accessible name
 * (aria-label, aria-labelledby, its labels, or its text), near enough to tell controls apart.
 */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { role: 'body', name: '' };
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute('type') ?? 'text').toLowerCase();
    const inputRoles: Record<string, string> = {
      checkbox: 'checkbox',
      radio: 'radio',
      search: 'searchbox',
      submit: 'button',
      button: 'button',
    };
    const implicit =
      tag === 'a' && element.hasAttribute('href')
        ? 'link'
        : tag === 'input'
          ? (inputRoles[type] ?? 'textbox')
          : /^h[1-6]$/.test(tag)
            ? 'heading'
            : (
                { button: 'button', textarea: 'textbox', select: 'combobox', iframe: 'iframe' } as Record<
                  string,
                  string
                >
              )[tag];
    const textOf = (node: Element | null | undefined) => node?.textContent ?? '';
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(' ');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      labelledBy ??
      (labels && labels.length > 0 ? Array.from(labels, textOf).join(' ') : textOf(element));
    return {
      role: element.getAttribute('role') ?? implicit ?? tag,
      name: name.replace(/\s+/g, ' ').trim(),
    };
  });

/**
 * Asserts that the learner can see where the focus is. Visible means: the focused element is inside
 * the viewport and not entirely covered by something else (a sticky bar, a toast), and a focus ring
 * is drawn, i.e. a computed `outline` that is not `none` and wider than 0, or a `box-shadow` that is
 * not `none`, on the element itself, on its `::after` (the card links draw their ring there, over
 * the whole card), or on an ancestor that a `:focus-within` or `:has(:focus…)` rule styles because
 * of this focus. Checked until it holds or 10 s pass, as scrolling and a toast's exit take a moment.
 */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const giveUp = Date.now() + 10_000;
  for (;;) {
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'nothing has focus';
      const ring = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      // Rules that style an element because something inside it has focus.
      const focusWithinRules = (): CSSStyleRule[] => {
        const found: CSSStyleRule[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule && /:focus-within|:has\([^)]*:focus/.test(rule.selectorText))
              found.push(rule);
            else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        return found;
      };
      const ringedAncestor = () => {
        const rules = focusWithinRules().filter(
          (rule) => rule.style.boxShadow || rule.style.outline || rule.style.outlineStyle,
        );
        for (let node = element.parentElement; node; node = node.parentElement) {
          const current = node;
          if (rules.some((rule) => current.matches(rule.selectorText)) && ring(getComputedStyle(node)))
            return true;
        }
        return false;
      };
      if (
        !ring(getComputedStyle(element)) &&
        !ring(getComputedStyle(element, '::after')) &&
        !ringedAncestor()
      )
        return `no focus ring on <${element.tagName.toLowerCase()} class="${element.className}">`;

      const box = element.getBoundingClientRect();
      // Scrolling into view may leave a fraction of a pixel over the edge.
      const slack = 1;
      const inside =
        box.width > 0 &&
        box.height > 0 &&
        box.top >= -slack &&
        box.left >= -slack &&
        box.bottom <= window.innerHeight + slack &&
        box.right <= window.innerWidth + slack;
      if (!inside)
        return `outside the ${window.innerWidth}×${window.innerHeight} viewport at ${JSON.stringify(box)}`;
      // The middle and four points just inside the corners: one of them must show the element.
      const inset = 2;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ] as const;
      const seen = points.some(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top !== null && (element.contains(top) || top.contains(element));
      });
      if (!seen) {
        const [x, y] = points[0];
        const cover = document.elementFromPoint(x, y);
        return `covered by <${cover?.tagName.toLowerCase()} class="${cover?.className}">`;
      }
      return null;
    });
    if (problem === null) return;
    if (Date.now() > giveUp) throw new Error(`The focus on ${what} is not visible: ${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Presses `key` until the focused element is `target`, at most `most` times; then checks that the
 * focus is visible there. Fails with every stop the focus made on the way. The target must be on
 * the page first (a list still loading is waited for, as a learner would wait).
 */
async function moveFocusTo(page: Page, target: Target, key: string, most: number): Promise<void> {
  await page
    .getByRole(target.role as Parameters<Page['getByRole']>[0], { name: target.name })
    .first()
    .waitFor();
  const path: string[] = [];
  let now = await focused(page);
  for (let presses = 0; !matches(now, target); presses++) {
    if (presses === most)
      throw new Error(
        `${describeTarget(target)} was not reached with ${most} presses of ${key}; the focus went through:\n  ${path.join('\n  ')}`,
      );
    await page.keyboard.press(key);
    now = await focused(page);
    path.push(`${now.role} "${now.name}"`);
  }
  await expectVisibleFocus(page, describeTarget(target));
}

/** Tabs (or, `backwards`, Shift+Tabs) to `target`, as a keyboard user reaches a control. */
const tabTo = (page: Page, target: Target, { backwards = false, most = 60 } = {}) =>
  moveFocusTo(page, target, backwards ? 'Shift+Tab' : 'Tab', most);

/** Moves along a menu or a tab list with an arrow key to `target`. */
const arrowTo = (page: Page, target: Target, key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight') =>
  moveFocusTo(page, target, key, 10);

/** Reaches a field by Tab and types into it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, { role: 'textbox', name: label });
  await page.keyboard.type(text);
}

/**
 * After a move to another page the app puts the focus on its heading, where the learner goes on
 * from (waited for: it moves once the page has rendered).
 */
async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await eventually(() => focused(page), { role: 'heading', name });
}

/** After an action the focus stays on the page, where the learner acted or where the app moved it. */
async function expectFocusKept(page: Page, after: string): Promise<void> {
  const now = await focused(page);
  if (now.role === 'body') throw new Error(`The focus fell to <body> after ${after}.`);
}

describe('a keyboard-only learner on a phone', () => {
  const tp = openPageForBlock(app, { viewport: 'phone' });
  const learner = {
    name: 'Keys On Phone',
    email: uniqueEmail('keyboard'),
    password: 'correct horse 1',
  };
  let page: Page;

  beforeAll(() => {
    page = tp.page;
  });
  afterEach(() => {
    expect(tp.errors).toEqual([]);
  });

  /**
   * Follows a link of the main navigation: back up the page to the menu button from where the focus
   * is (or down from the top of a page just opened), opens the menu, and on to the link.
   */
  async function followNavLink(name: string, { fromTop = false } = {}): Promise<void> {
    await tabTo(page, { role: 'button', name: 'Open menu' }, { backwards: !fromTop });
    await page.keyboard.press('Enter');
    await tabTo(page, { role: 'link', name });
    await page.keyboard.press('Enter');
  }

  /** Opens the account menu inside the main menu and chooses `entry` with the arrows. */
  async function chooseFromAccountMenu(entry: Target, arrow: 'ArrowDown' | 'ArrowUp'): Promise<void> {
    await tabTo(page, { role: 'button', name: 'Open menu' }, { backwards: true });
    await page.keyboard.press('Enter');
    await tabTo(page, { role: 'button', name: `Account menu for ${learner.name}` });
    await page.keyboard.press('Enter');
    await page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Dashboard' }) })
      .waitFor();
    await arrowTo(page, entry, arrow);
    await page.keyboard.press('Enter');
  }

  it('signs up, verifies the address from the mail and logs in', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: HOME_TITLE }).waitFor();
    await followNavLink('Sign up', { fromTop: true });
    await page.waitForURL('**/register');
    await expectFocusOnHeading(page, 'Create your account');

    await typeInto(page, 'Name', learner.name);
    await typeInto(page, 'Email', learner.email);
    await typeInto(page, 'Password', learner.password);
    await typeInto(page, 'Confirm password', learner.password);
    await tabTo(page, { role: 'button', name: 'Sign up' });
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'We sent a link to' }).waitFor();
    await expectFocusKept(page, 'signing up');

    await page.goto(await awaitedLink(learner.email, VERIFY_LINK));
    await page.getByText(MESSAGES.verified).waitFor();
    await tabTo(page, { role: 'link', name: 'Log in' });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    await expectFocusOnHeading(page, 'Log in');

    await typeInto(page, 'Email', learner.email);
    await typeInto(page, 'Password', learner.password);
    await tabTo(page, { role: 'button', name: 'Log in' });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectFocusOnHeading(page, 'Hey! Pick some course to continue');
  });

  it('finds a course with the search box, opens it and enrols, landing on lesson 1', async () => {
    await followNavLink('Courses');
    await page.waitForURL((url) => url.pathname === '/course');
    await expectFocusOnHeading(page, 'Courses');
    await tabTo(page, { role: 'searchbox', name: 'Search courses' });
    await page.keyboard.type(course.typed);
    await page.getByText(`1 course matches “${course.typed}”`).waitFor();
    const list = page.getByRole('list', { name: 'Course list' });
    expect(await list.getByRole('heading').allTextContents()).toEqual([course.name]);

    await tabTo(page, { role: 'link', name: course.name });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/course\/id\/[^/]+\/detail$/);
    await expectFocusOnHeading(page, course.name);
    await page.getByRole('region', { name: 'Lessons' }).waitFor();

    await tabTo(page, { role: 'button', name: 'Enroll Now' });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/play/'));
    expect(new URL(page.url()).searchParams.get('lesson')).toBeTruthy();
    await expectFocusOnHeading(page, course.name);
    await page.getByText(/^Lesson 1: /).waitFor();
    await page.getByText(/^0\/\d+ lessons completed$/).waitFor();
  });

  it('ticks lesson 1 complete and writes and saves a note', async () => {
    // On a phone the chapters are the first tab, shown first.
    const tick = { role: 'checkbox', name: 'Lesson 1 completed' };
    await tabTo(page, tick);
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Lesson 1 completed', checked: true }).waitFor();
    await page.getByText(/^1\/\d+ lessons completed$/).waitFor();
    await expectFocusKept(page, 'ticking a lesson');

    await tabTo(page, { role: 'tab', name: 'Lessons' }, { backwards: true });
    await arrowTo(page, { role: 'tab', name: 'Notes' }, 'ArrowRight');
    await page.getByRole('tab', { name: 'Notes', selected: true }).waitFor();
    await tabTo(page, { role: 'textbox', name: 'Title' });
    await page.keyboard.type('Tree walks');
    await typeInto(page, 'Your note', 'In order visits the left branch first.');
    await tabTo(page, { role: 'button', name: 'Save note' });
    await page.keyboard.press('Enter');
    const note = page
      .getByRole('list', { name: 'Saved notes' })
      .getByRole('listitem')
      .filter({ hasText: 'Tree walks' });
    await note.getByText('In order visits the left branch first.').waitFor();
    await expectFocusKept(page, 'saving a note');
  });

  it('sends a message in the community chat and sees it appear', async () => {
    await followNavLink('Community');
    await page.waitForURL((url) => url.pathname === '/community');
    await expectFocusOnHeading(page, 'Community');
    await page
      .getByRole('status')
      .filter({ hasText: /^Connected$/ })
      .waitFor();
    const text = `Hello by keyboard ${randomBytes(3).toString('hex')}`;
    await typeInto(page, 'Your message', text);
    await page.keyboard.press('Enter');
    const mine = page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
    await mine.getByText(learner.name, { exact: true }).waitFor();
    expect(await focused(page)).toEqual({ role: 'textbox', name: 'Your message' });
  });

  it('requests a course by its playlist link', async () => {
    await chooseFromAccountMenu({ role: 'link', name: 'Request Course' }, 'ArrowDown');
    await page.waitForURL((url) => url.pathname === '/course/request');
    await expectFocusOnHeading(page, 'Request a course');
    await tabTo(page, { role: 'textbox', name: 'Name' });
    expect(await page.getByLabel('Name').inputValue()).toBe(learner.name);
    await typeInto(page, 'Email address', learner.email);
    const listId = `PL${randomBytes(8).toString('hex')}`;
    await typeInto(page, 'Playlist Link', `https://www.youtube.com/playlist?list=${listId}`);
    await typeInto(page, 'Message', 'Please add a series on shortest paths.');
    await tabTo(page, { role: 'button', name: 'Send' });
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'We received your request' }).waitFor();
    await expectFocusKept(page, 'sending the request');
  });

  it('logs out from the account menu and sees the logged-out navigation', async () => {
    // Up from the menu's button wraps round to its last entry.
    await chooseFromAccountMenu({ role: 'button', name: 'Logout' }, 'ArrowUp');
    // From a page for learners only, logging out leads home.
    await page.waitForURL((url) => url.pathname === '/');
    await expectFocusOnHeading(page, HOME_TITLE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    // The menu folded away as the page changed: the button opens it again.
    await tabTo(page, { role: 'button', name: 'Open menu' }, { backwards: true });
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Sign up', exact: true }).waitFor();
  });
});
