import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { forNextPage, lasting, whenToastsLoaded } from '../lib/toasts';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { scrollKey } from './scroll-key';
import { useClearToastsOnNavigation } from './toast-library';

function Frame() {
  useFocusHeadingOnNavigation('main');
  useClearToastsOnNavigation();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

function Page({ title, next }: { title: string; next: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Link to={next}>Next</Link>
    </>
  );
}

/** A page whose search field writes what is typed into the address, replacing it, as the catalogue's does. */
function SearchPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Courses</h1>
      <input
        aria-label="Search"
        defaultValue={params.get('q') ?? ''}
        onChange={(event) => setParams({ q: event.target.value }, { replace: true })}
      />
    </>
  );
}

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/login" element={<Page title="Log in" next="/dashboard" />} />
          <Route path="/dashboard" element={<Page title="Dashboard" next="/login" />} />
          <Route path="/home" element={<Page title="Home" next="/course" />} />
          <Route path="/course" element={<SearchPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await whenToastsLoaded();
});

afterEach(() => {
  act(() => void toast.dismiss());
});

describe('scroll positions', () => {
  it('keeps a page opened by address apart from the "default" entry of earlier loads', () => {
    expect(scrollKey({ key: 'default' })).not.toBe('default');
    expect(scrollKey({ key: 'default' })).toBe(scrollKey({ key: 'default' }));
    expect(scrollKey({ key: 'abc123' })).toBe('abc123');
  });
});

describe('focus after a move', () => {
  it('leaves focus alone on the first page and moves it to the new page’s heading after a move', async () => {
    openAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Dashboard' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus in a field that changes only the address’s query on the same page', async () => {
    openAt('/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Next' }));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Courses' }));

    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.type(search, 'binary trees');
    // Each letter replaced the address; none of that is a move to another page.
    expect(document.activeElement).toBe(search);
    expect(search).toHaveProperty('value', 'binary trees');
  });
});

describe('toasts when the learner moves to another page', () => {
  const shownTexts = () => toast.getToasts().map((shown) => ('title' in shown ? shown.title : undefined));
  const moveOn = async (to: string) => {
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: to });
  };

  it('dismisses the left page’s toasts, successes and form errors alike, and keeps lasting failures', async () => {
    openAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    act(() => {
      toast.success('Your name is changed.');
      toast.error('Invalid email or password.');
      toast.error("Lesson 2 wasn't marked complete: no connection. Tick it again.", lasting());
    });

    await moveOn('Dashboard');
    expect(shownTexts()).toEqual(["Lesson 2 wasn't marked complete: no connection. Tick it again."]);
  });

  it('keeps the news that is the reason for a move on the page it opens, and not on the one after', async () => {
    openAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    act(() => void toast.success('Enrolled successfully!', forNextPage()));

    await moveOn('Dashboard');
    expect(shownTexts()).toEqual(['Enrolled successfully!']);
    await moveOn('Log in');
    expect(shownTexts()).toEqual([]);
  });

  it('keeps the toasts of a page raised as it opens', async () => {
    openAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    act(() => void toast.success('Welcome back.'));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(shownTexts()).toEqual(['Welcome back.']);
  });
});
