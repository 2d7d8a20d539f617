import { MAIL_RESUMED_MSG, MAIL_UNDELIVERABLE_HINT } from '@shared/mail-delivery';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { MailDeliveryNotice } from './mail-delivery-notice';

const EMAIL = 'meera@example.com';

describe('the notice that mail to the address stopped', () => {
  it("says we couldn't deliver mail to the address, and why", () => {
    stubFetch(() => ({ status: 200, body: {} }));
    render(<MailDeliveryNotice email={EMAIL} mark={{ reason: 'bounce', at: '2026-03-01T10:00:00.000Z' }} />);
    expect(screen.getByRole('heading', { name: "We couldn't deliver mail to this address." })).toBeVisible();
    expect(screen.getByText(EMAIL)).toBeVisible();
    expect(screen.getByText(/does not exist or no longer accepts mail/)).toBeVisible();
  });

  it('names a spam report as the reason after a complaint', () => {
    stubFetch(() => ({ status: 200, body: {} }));
    render(
      <MailDeliveryNotice email={EMAIL} mark={{ reason: 'complaint', at: '2026-03-01T10:00:00.000Z' }} />,
    );
    expect(
      screen.getByText((_, node) => node?.textContent === `${EMAIL}: ${MAIL_UNDELIVERABLE_HINT.complaint}`),
    ).toBeVisible();
  });

  it('asks for mail again, then says so in place of the notice', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { msg: MAIL_RESUMED_MSG } }));
    render(<MailDeliveryNotice email={EMAIL} mark={{ reason: 'bounce', at: '2026-03-01T10:00:00.000Z' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MAIL_RESUMED_MSG);
    expect(calls).toEqual([{ path: '/api/users/me/mail-delivery', method: 'POST', body: {} }]);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps the notice and shows why when the call fails', async () => {
    stubFetch(() => ({ status: 401, body: { msg: 'Please log in.' } }));
    render(<MailDeliveryNotice email={EMAIL} mark={{ reason: 'bounce', at: '2026-03-01T10:00:00.000Z' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send me mail again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in.');
    expect(screen.getByRole('heading', { name: "We couldn't deliver mail to this address." })).toBeVisible();
  });
});
