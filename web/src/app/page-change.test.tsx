import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { toast } from 'sonner';
import { whenToastsLoaded } from '../lib/toasts';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { scrollKey } from './scroll-key';
import { useClearFormToastsOnNavigation } from './toast-library';

function Frame() {
  useFocusHeadingOnNavigation('main');
  useClearFormToastsOnNavigation();
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

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/login" element={<Page title="Log in" next="/dashboard" />} />
          <Route path="/dashboard" element={<Page title="Dashboard" next="/login" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const shownTypes = () => toast.getToasts().map((shown) => ('type' in shown ? shown.type : undefined));

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
});

describe('form toasts', () => {
  it('clears error and warning toasts when the learner moves on, and keeps successes', async () => {
    openAt('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    act(() => {
      toast.error('Invalid credentials');
      toast.warning('Failed to submit your request!');
      toast.success('Logged in');
    });
    expect(shownTypes()).toEqual(['error', 'warning', 'success']);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(shownTypes()).toEqual(['success']);
  });
});
