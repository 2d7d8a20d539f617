import type { CatalogueItem, CataloguePage } from '@shared/catalogue';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { SEARCH_PAUSE_MS } from '../components/search-box';
import CoursesPage, { MAX_CARDS } from './courses-page';

const item = (n: number, extra: Partial<CatalogueItem> = {}): CatalogueItem => ({
  _id: `course-${n}`,
  name: `Course ${n}`,
  creator: 'Someone',
  category: 'Programming',
  language: 'english',
  info: '',
  course_pic: 'https://i.ytimg.com/vi/x/mqdefault.jpg',
  love: 0,
  lessonCount: 7,
  ...extra,
});

const page = (items: CatalogueItem[], extra: Partial<CataloguePage> = {}): CataloguePage => ({
  items,
  next: null,
  total: items.length,
  facets: {
    language: { english: 20, hindi: 4 },
    category: { Programming: 15, Security: 9 },
    length: { short: 3, medium: 12, long: 9 },
  },
  catalogue: { courses: 24, creators: 10 },
  ...extra,
});

const callsFor = (calls: StubCall[]) => calls.filter((c) => c.path.startsWith('/api/catalogue'));
const queryOf = (call: StubCall) => new URL(call.path, 'http://x').searchParams;

function showCatalogue(answer: (call: StubCall) => StubAnswer, address = '/course') {
  const calls = stubFetch(answer);
  const router = renderRoutes(
    [
      { path: '/course', element: <CoursesPage /> },
      { path: '/course/request', element: <p>Request form</p> },
    ],
    address,
  );
  return { calls, router };
}

// Role and text queries weigh every element of the page, and a wait runs its query again after
// each change; with hundreds of cards shown, the paging test finds the list by its label and the
// cards by their headings' tag instead.
const courseList = () => document.querySelector<HTMLElement>('ul[aria-label="Course list"]')!;
const cardNames = () => Array.from(courseList().querySelectorAll('h2'), (h) => h.textContent);

afterEach(() => jest.useRealTimers());

describe('the course catalogue', () => {
  it('asks the server once per pause in typing, with the search in the address', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 50 });
    const { calls, router } = showCatalogue(() => ({ status: 200, body: page([item(1)]) }));
    await screen.findByRole('link', { name: 'Course 1' });
    expect(callsFor(calls)).toHaveLength(1);

    await user.type(screen.getByLabelText('Search courses'), 'react');
    expect(callsFor(calls)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    await screen.findByText('1 course matches “react”');
    expect(callsFor(calls).map((c) => queryOf(c).get('q'))).toEqual([null, 'react']);
    expect(router.location.search).toBe('?q=react');
  });

  it('never lets an older answer replace a newer one', async () => {
    let releaseSlow: () => void = () => {};
    const { router } = showCatalogue((call) => {
      const q = queryOf(call).get('q');
      if (q === 'slow')
        return new Promise((resolve) => {
          releaseSlow = () => resolve({ status: 200, body: page([item(1, { name: 'Old answer' })]) });
        });
      return { status: 200, body: page([item(2, { name: q ? 'New answer' : 'Start' })]) };
    });
    await screen.findByRole('link', { name: 'Start' });
    await act(async () => router.navigate('/course?q=slow'));
    await act(async () => router.navigate('/course?q=fast'));
    await screen.findByRole('link', { name: 'New answer' });
    await act(async () => releaseSlow());
    expect(cardNames()).toEqual(['New answer']);
  });

  it('shows the counts beside each filter, and a chosen filter goes into the address and the call', async () => {
    const user = userEvent.setup();
    const { calls, router } = showCatalogue(() => ({ status: 200, body: page([item(1)]) }));
    expect(await screen.findByRole('radio', { name: 'hindi (4)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Security (9)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Long, 13+ lessons (9)' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'hindi (4)' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most liked');
    expect(router.location.search).toBe('?language=hindi&sort=popular');
    const last = queryOf(callsFor(calls).at(-1)!);
    expect(Object.fromEntries(last)).toEqual({ language: 'hindi', sort: 'popular' });
  });

  it("sorts by learners' ratings on the server, and each card shows its course's real stars", async () => {
    const user = userEvent.setup();
    const { calls, router } = showCatalogue(() => ({
      status: 200,
      body: page([
        item(1, { rating: { average: 4.6, count: 1204 } }),
        item(2, { rating: { average: null, count: 0 } }),
      ]),
    }));
    expect(
      await screen.findByRole('img', { name: 'Rated 4.6 out of 5 by 1,204 learners' }),
    ).toHaveTextContent(/^4\.6\s+\(1,204\)$/);
    expect(screen.getByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest rated');
    expect(router.location.search).toBe('?sort=rating');
    expect(queryOf(callsFor(calls).at(-1)!).get('sort')).toBe('rating');
  });

  it('reads its state from the address, so a shared or reloaded list looks the same', async () => {
    const { calls } = showCatalogue(
      () => ({ status: 200, body: page([item(1)]) }),
      '/course?q=rust&category=Security&length=long&sort=shortest',
    );
    await screen.findByRole('link', { name: 'Course 1' });
    expect(screen.getByLabelText('Search courses')).toHaveValue('rust');
    expect(screen.getByRole('radio', { name: 'Security (9)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Long/ })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('shortest');
    expect(Object.fromEntries(queryOf(callsFor(calls)[0]!))).toEqual({
      q: 'rust',
      category: 'Security',
      length: 'long',
      sort: 'shortest',
    });
  });

  it('shows only the matches, and offers to request a course when nothing matches', async () => {
    showCatalogue(() => ({ status: 200, body: page([]) }), '/course?q=quantum%20knitting');
    expect(await screen.findByText('No course matches “quantum knitting”.')).toBeInTheDocument();
    const request = screen.getByRole('link', { name: 'Request this course' });
    expect(new URL(request.getAttribute('href')!, 'http://x').searchParams.get('topic')).toBe(
      'quantum knitting',
    );
  });

  it('shows each course with its lesson count and language', async () => {
    showCatalogue(() => ({ status: 200, body: page([item(1, { lessonCount: 12, language: 'hindi' })]) }));
    await screen.findByRole('link', { name: 'Course 1' });
    expect(screen.getByText('12 lessons ·', { exact: false })).toHaveTextContent('12 lessons · hindi');
  });

  it('adds pages with "Load more", each also a real link, and holds at most MAX_CARDS cards', async () => {
    const user = userEvent.setup();
    const pageSize = 24;
    const { calls, router } = showCatalogue((call) => {
      const start = Number(queryOf(call).get('cursor') ?? 0);
      const items = Array.from({ length: pageSize }, (_, i) => item(start + i));
      return { status: 200, body: page(items, { total: 1000, next: String(start + pageSize) }) };
    });
    await screen.findByRole('link', { name: 'Course 0' });
    // The link after the list, found by its place there rather than a search of every card's text.
    const more = () => {
      const link = courseList().parentElement!.querySelector('.catalogue__more a');
      expect(link).toHaveTextContent(/^(Load more courses|Next courses)$/);
      return link as HTMLElement;
    };
    expect(more()).toHaveAttribute('href', '/course?cursor=24');

    for (let shown = pageSize; shown < MAX_CARDS; shown += pageSize) {
      await user.click(more());
      await waitFor(() => expect(cardNames().at(-1)).toBe(`Course ${shown + pageSize - 1}`));
    }
    expect(cardNames()).toHaveLength(MAX_CARDS);
    expect(router.location.search).toBe('');
    // Full: the link now opens the next page as a page of its own.
    expect(more()).toHaveTextContent('Next courses');
    await user.click(more());
    await waitFor(() => expect(cardNames()[0]).toBe(`Course ${MAX_CARDS}`));
    expect(router.location.search).toBe(`?cursor=${MAX_CARDS}`);
    expect(cardNames()).toHaveLength(pageSize);
    expect(callsFor(calls).length).toBe(MAX_CARDS / pageSize + 1);
    // Ten pages of cards drawn in jsdom: seconds when idle, several times that on a shared CI core.
  }, 120_000);
});

describe('the filter panel', () => {
  const noMedium = (items: CatalogueItem[], total = items.length) =>
    page(items, {
      total,
      facets: {
        language: { english: 3, hindi: 0 },
        category: { Programming: 3 },
        length: { short: 3, medium: 0, long: 0 },
      },
    });

  it('names each length once, with its count once, and refuses a choice that shows no course', async () => {
    const user = userEvent.setup();
    const { calls, router } = showCatalogue(() => ({ status: 200, body: noMedium([item(1)]) }));
    const short = await screen.findByRole('radio', { name: 'Short, up to 5 lessons (3)' });
    expect(short).toBeEnabled();
    const medium = screen.getByRole('radio', { name: 'Medium, 6–12 lessons (0)' });
    expect(medium).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'hindi (0)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'english (3)' })).toBeEnabled();

    await user.click(medium);
    expect(medium).not.toBeChecked();
    expect(router.location.search).toBe('');
    expect(callsFor(calls)).toHaveLength(1);
  });

  it('keeps a chosen filter that shows no course clearable', async () => {
    const user = userEvent.setup();
    const { router } = showCatalogue(() => ({ status: 200, body: noMedium([], 0) }), '/course?length=medium');
    const medium = await screen.findByRole('radio', { name: 'Medium, 6–12 lessons (0)' });
    expect(medium).toBeEnabled();
    expect(medium).toBeChecked();
    // The other lengths with no course stay out of reach.
    expect(screen.getByRole('radio', { name: 'Long, 13+ lessons (0)' })).toBeDisabled();

    await user.click(screen.getAllByRole('radio', { name: 'Any' })[2]!);
    expect(router.location.search).toBe('');
  });

  it('ends with "Show N courses", which follows the choices, closes the panel and moves focus to the results', async () => {
    const user = userEvent.setup();
    showCatalogue((call) =>
      queryOf(call).get('language') === 'hindi'
        ? { status: 200, body: page([item(2)], { total: 4 }) }
        : { status: 200, body: page([item(1)], { total: 24 }) },
    );
    await screen.findByRole('button', { name: 'Show 24 courses' });
    await user.click(screen.getByRole('radio', { name: 'hindi (4)' }));
    const show = await screen.findByRole('button', { name: 'Show 4 courses' });

    await user.click(show);
    expect(screen.getByRole('button', { name: 'Filter by' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: 'hindi (4)' })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('4 courses');
    expect(document.activeElement).toHaveAttribute('id', 'course-results');
  });
});
