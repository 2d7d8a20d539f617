import type { CatalogueItem } from '@shared/catalogue';
import { SITE_SETTINGS_PATH } from '@shared/site-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { courseFixture } from '../../../../../test/support/web/course-fixture';
import { Footer } from '../../../app/footer';
import { SessionProvider } from '../../auth';
import { HOME_CATALOGUE_PATH } from '../hooks/use-home-catalogue';
import HomePage from './home-page';

const item = (id: string, name: string): CatalogueItem => courseFixture(id, name, { love: 3 });

const catalogue = (items: CatalogueItem[]) => ({
  status: 200,
  body: { items, next: null, total: 30, facets: {}, catalogue: { courses: 1_234, creators: 56 } },
});

/** The home page of a visitor, with the catalogue answered by `answer` and no site settings set. */
function openHome(answer: () => StubAnswer) {
  // A visitor without a session.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'lf_session=; Path=/; Max-Age=0';
  const calls = stubFetch((call) => {
    if (call.path === HOME_CATALOGUE_PATH) return answer();
    if (call.path === SITE_SETTINGS_PATH) return { status: 200, body: { social: {} } };
    return { status: 404, body: {} };
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionProvider>
            <HomePage />
            <Footer />
          </SessionProvider>
        ),
      },
    ],
    '/',
  );
  return calls;
}

const figure = (label: string) =>
  within(
    within(screen.getByRole('region', { name: 'What we offer' }))
      .getByText(label)
      .closest('li')!,
  ).getByRole('strong');

describe('the home page', () => {
  beforeEach(() => {
    // jsdom plays no media; the banner video only needs its calls answered.
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a row of popular courses and only the figures the catalogue counts', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const calls = openHome(() => new Promise((resolve) => (answer = resolve)));
    const row = screen.getByRole('region', { name: 'Popular courses' });
    // Until the catalogue answers: placeholders of the cards' size, and no number it cannot vouch for.
    expect(within(row).getByRole('list', { busy: true })).toBeInTheDocument();
    expect(figure('Courses')).toHaveTextContent('…');
    answer(catalogue([item('cs229', 'Stanford CS229'), item('js', 'JavaScript in Hindi')]));
    expect(await within(row).findByRole('link', { name: 'Stanford CS229' })).toHaveAttribute(
      'href',
      '/course/id/cs229/detail',
    );
    expect(within(row).getByRole('link', { name: 'JavaScript in Hindi' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/course');
    expect(figure('Courses')).toHaveTextContent('1,234');
    expect(figure('Creators')).toHaveTextContent('56');
    // No made-up figures and no invented reviews.
    expect(
      within(screen.getByRole('region', { name: 'What we offer' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByText(/Awards|Rich features/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Student Reviews' })).not.toBeInTheDocument();
    // One request serves the figures and the row.
    expect(calls.filter((call) => call.path.startsWith('/api/catalogue'))).toHaveLength(1);
  });

  it('says so when the catalogue cannot be reached, and tries again on request', async () => {
    let reachable = false;
    openHome(() =>
      reachable ? catalogue([item('cs229', 'Stanford CS229')]) : { status: 503, body: { msg: 'Down' } },
    );
    const row = screen.getByRole('region', { name: 'Popular courses' });
    expect(
      await within(row).findByText("Can't reach LearnFree right now, so no courses are shown here."),
    ).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(await within(row).findByRole('link', { name: 'Stanford CS229' })).toBeInTheDocument();
  });

  it('leaves out the social section and the contact while the site has none set', async () => {
    openHome(() => catalogue([]));
    expect(
      await within(screen.getByRole('region', { name: 'Popular courses' })).findByText(
        'The first courses are on their way.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connect with Us' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Facebook|YouTube|Instagram|Telegram/ }),
    ).not.toBeInTheDocument();
  });
});
