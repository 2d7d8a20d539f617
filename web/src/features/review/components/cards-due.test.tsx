/** The dashboard's count of due cards: one counting call; shown with a link when cards are due, else nothing. */
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import { CardsDue } from './cards-due';

function openWith(total: number | null) {
  const calls = stubFetch(() =>
    total === null ? { status: 500, body: { msg: 'down' } } : { status: 200, body: { cards: [], total } },
  );
  asLearner();
  const { container } = renderRoutes([{ path: '/dashboard', element: <CardsDue /> }], '/dashboard');
  return { calls, container };
}

describe('the count of cards due', () => {
  it('says how many cards are due with a link to the review page, from one counting call', async () => {
    const { calls } = openWith(3);
    expect(await screen.findByText('3 cards due')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/review');
    expect(calls.map((c) => c.path)).toEqual(['/api/review/due?limit=0']);
  });

  it('says "1 card due" for one', async () => {
    openWith(1);
    expect(await screen.findByText('1 card due')).toBeInTheDocument();
  });

  it('shows nothing when no card is due, or when the count could not be loaded', async () => {
    for (const total of [0, null]) {
      const { calls, container } = openWith(total);
      await waitFor(() => expect(calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container.querySelector('.cards-due')).toBeNull();
      container.remove();
    }
  });
});
