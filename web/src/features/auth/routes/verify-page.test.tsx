import { MESSAGES } from '@shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { verifyLoader } from '../loaders';
import VerifyPage from './verify-page';

const LINK = '/api/users/u1/verify/t1';

function openLink(answer: () => StubAnswer) {
  const calls = stubFetch(({ path }) => (path === LINK ? answer() : { status: 404, body: {} }));
  renderRoutes(
    [{ path: '/users/:id/verify/:token', loader: verifyLoader, element: <VerifyPage /> }],
    '/users/u1/verify/t1',
  );
  return calls;
}

describe('the verification page', () => {
  it('tells a learner who opens the link again that the address is verified, with the way to log in', async () => {
    openLink(() => ({ status: 200, body: { msg: MESSAGES.alreadyVerified, alreadyVerified: true } }));
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your address is already verified. Log in.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502', () => ({ status: 502, body: { message: 'Bad Gateway' } })],
  ])(
    'after %s says LearnFree cannot be reached, not that the link is invalid, and tries again',
    async (_, fail) => {
      let answer: () => StubAnswer = fail;
      const calls = openLink(() => answer());
      expect(await screen.findByText(/Can't reach LearnFree right now/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Link not valid' })).not.toBeInTheDocument();

      answer = () => ({ status: 200, body: { msg: MESSAGES.verified } });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === LINK)).toHaveLength(2);
    },
  );

  it('still calls a refused link not valid, and offers a new one', async () => {
    openLink(() => ({ status: 400, body: { msg: MESSAGES.invalidLink } }));
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidLink);
    expect(screen.getByRole('button', { name: 'Resend the verification link' })).toBeInTheDocument();
  });
});
