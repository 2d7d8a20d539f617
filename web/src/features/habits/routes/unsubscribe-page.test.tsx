/**
 * The page an unsubscribe link opens: nothing is sent until the learner presses the button (mail
 * scanners open links), and then one POST with the link's token, no login needed.
 */
import { HABIT_MESSAGES } from '@shared/habits';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import UnsubscribePage from './unsubscribe-page';

const open = (search: string) =>
  renderRoutes(
    [{ path: '/reminders/unsubscribe', element: <UnsubscribePage /> }],
    `/reminders/unsubscribe${search}`,
  );

describe('the unsubscribe page', () => {
  it('asks first, and turns reminders off with one POST of the token when the button is pressed', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { msg: HABIT_MESSAGES.unsubscribed } }));
    open('?token=user-1.secret');
    expect(await screen.findByRole('heading', { name: 'Stop weekly reminder mails?' })).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop reminder mails' }));
    expect(await screen.findByText(HABIT_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/api/reminders/unsubscribe?token=user-1.secret', method: 'POST', body: undefined },
    ]);
  });

  it('says what went wrong with a link that is no longer valid', async () => {
    stubFetch(() => ({ status: 400, body: { msg: HABIT_MESSAGES.badToken } }));
    open('?token=user-1.old');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop reminder mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Reminders weren't turned off: this unsubscribe link is not valid.",
    );
  });

  it('offers no button for a link without its token', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop reminder mails' })).toBeNull();
  });
});
