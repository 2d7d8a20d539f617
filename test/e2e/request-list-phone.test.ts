/**
 * The learner's own request list on a phone: one card per request, status first, nothing wider than
 * the screen.
 *
 * Width: 375 px only, as the stacked cards are the phone's layout; at 1280 px the list is the
 * table the learner journey reads.
 */
import { logInThroughApi, startAppForFile, withPage } from '../support/browser';

jest.setTimeout(90_000);

const app = startAppForFile();

const LONG_PLAYLIST = `https://www.youtube.com/playlist?list=PL${'x'.repeat(60)}`;
const LONG_MESSAGE = `Please add ${'supercalifragilisticexpialidocious'.repeat(4)} soon`;

it('shows requests as stacked cards at 375 px, status first, with no sideways scrolling', () =>
  withPage(app, { viewport: 'phone' }, async ({ page, errors }) => {
    const learner = await logInThroughApi(app, page, 'Phone Requester');
    // With the session's cookies, as the page's own call sends them.
    const answer = await page.context().request.post(`${app.url}/api/course/request`, {
      data: { name: learner.name, email: learner.email, playlist: LONG_PLAYLIST, message: LONG_MESSAGE },
      headers: { origin: app.url },
    });
    expect(answer.status()).toBe(201);

    await page.goto('/request/list');
    const row = page.getByRole('row').filter({ hasText: LONG_MESSAGE });
    await row.waitFor();

    // Status is the first thing a card shows.
    const fieldsTopDown = await row.locator('td').evaluateAll((cells) =>
      cells
        .map((cell) => ({ label: cell.dataset.label, top: cell.getBoundingClientRect().top }))
        .sort((a, b) => a.top - b.top)
        .map((cell) => cell.label),
    );
    expect(fieldsTopDown[0]).toBe('Status');
    expect(fieldsTopDown).toEqual(expect.arrayContaining(['Name', 'Email', 'Playlist', 'Message']));

    // The long link and message wrap inside the card rather than widening the page.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
      rightmostCell: Math.max(
        ...Array.from(
          document.querySelectorAll('.requests-table td'),
          (cell) => cell.getBoundingClientRect().right,
        ),
      ),
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(widths.rightmostCell).toBeLessThanOrEqual(widths.screen);
    const link = row.locator('a[href^="https://www.youtube.com/"]');
    expect((await link.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  }));
