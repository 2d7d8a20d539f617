import { screen } from '@testing-library/react';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { resetLinkLoader } from '../loaders';
import ResetPasswordPage from './reset-password-page';

describe('the password reset page', () => {
  it('says LearnFree cannot be reached, not that the link is invalid, when the link could not be checked', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoutes(
      [{ path: '/users/:id/reset/:token', loader: resetLinkLoader, element: <ResetPasswordPage /> }],
      '/users/u1/reset/t1',
    );
    expect(await screen.findByText(/Can't reach LearnFree right now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link not valid' })).not.toBeInTheDocument();
  });
});
