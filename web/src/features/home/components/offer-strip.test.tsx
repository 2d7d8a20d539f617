import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { OfferStrip } from './offer-strip';

const figure = (label: string) => within(screen.getByText(label).closest('li')!).getByRole('strong');

describe('what we offer', () => {
  it("counts the live catalogue's courses and teachers, and keeps the spec's other figures", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const calls = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    renderRoutes([{ path: '/', element: <OfferStrip /> }], '/');
    // Until the catalogue answers, no number it cannot vouch for.
    expect(figure('Courses')).toHaveTextContent('…');
    expect(figure('Courses')).toHaveAttribute('aria-busy', 'true');
    expect(figure('Rich features')).toHaveTextContent('20+');
    answer({
      status: 200,
      body: {
        items: [],
        next: null,
        total: 100_000,
        facets: {},
        catalogue: { courses: 100_000, creators: 4_321 },
      },
    });
    expect(await screen.findByText('100,000')).toBeInTheDocument();
    expect(figure('Teachers')).toHaveTextContent('4,321');
    expect(figure('Awards')).toHaveTextContent('50');
    expect(calls.map((call) => call.path)).toEqual(['/api/catalogue?limit=1']);
  });
});
