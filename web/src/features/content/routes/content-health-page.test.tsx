import type { ContentHealth } from '@shared/content';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  contentServer,
  drift,
  problem,
  REFUSED_VIDEO,
} from '../../../../../test/support/web/content-health-server';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { admin, learner, renderPage } from '../../../../../test/support/web/requests-pages';
import { REPLACE_MESSAGES } from '../components/replace-form';
import { ADMINS_ONLY, contentHealthLoader } from '../loaders';
import ContentHealthPage from './content-health-page';

const CHECKED_AT = '2026-03-02T06:00:00.000Z';

const catalogue = (): ContentHealth => ({
  checkedAt: CHECKED_AT,
  problems: [
    problem('py-3', { lesson: 3, lessonName: 'Loops', link: 'removedVid1', state: 'removed', reports: 2 }),
    problem('js-1', {
      courseId: 'javascript',
      courseName: 'JavaScript Basics',
      lesson: 1,
      lessonName: 'Variables',
      link: 'privateVid1',
      state: 'private',
    }),
    problem('py-5', { lesson: 5, lessonName: 'Files', link: 'reportVid01', state: 'reported', reports: 1 }),
  ],
  drift: [
    drift('react', {
      courseName: 'React in a Week',
      added: [{ link: 'newVideo001', title: 'Hooks, part 2' }],
      removed: ['goneVideo01'],
    }),
  ],
});

const open = () => renderPage(<ContentHealthPage />, contentHealthLoader);
const courseSection = (name: string) => screen.getByRole('region', { name });
const lessonItem = (name: RegExp) => screen.getByRole('heading', { name }).closest('li')!;
const apiCalls = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls
    .filter((c) => c.path.startsWith('/api/admin/'))
    .map(({ method, path, body }) => ({ method, path, body }));

afterEach(() => jest.restoreAllMocks());

describe('the content health page', () => {
  it('shows when the catalogue was checked, its problems by course in words, and the playlists that changed', async () => {
    contentServer(admin, catalogue());
    open();
    const python = await screen.findByRole('region', { name: 'Python for Everybody' });
    expect(screen.getByText(/Last checked/).querySelector('time')).toHaveAttribute('datetime', CHECKED_AT);

    const loops = within(python).getByRole('heading', { name: 'Lesson 3: Loops' }).closest('li')!;
    expect(loops).toHaveTextContent('Removed from YouTube');
    expect(loops).toHaveTextContent(/Learner reports\s*2/);
    expect(within(loops).getByText('2026', { exact: false }).closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-01T10:00:00.000Z',
    );
    // A removed video has no page to open; the others do.
    expect(within(loops).queryByRole('link', { name: /Open on YouTube/ })).not.toBeInTheDocument();
    const files = within(python).getByRole('heading', { name: 'Lesson 5: Files' }).closest('li')!;
    expect(files).toHaveTextContent(/Reported by learners/);
    expect(within(files).getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=reportVid01',
    );

    const javascript = courseSection('JavaScript Basics');
    expect(within(javascript).getByRole('link', { name: 'JavaScript Basics' })).toHaveAttribute(
      'href',
      '/course/id/javascript/detail',
    );
    expect(javascript).toHaveTextContent('Made private by its owner');
    expect(within(javascript).getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=privateVid1',
    );

    const react = courseSection('React in a Week');
    expect(within(react).getByRole('link', { name: /Hooks, part 2/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=newVideo001',
    );
    expect(react).toHaveTextContent(/Gone from the playlist: 1 video\s*goneVideo01/);
  });

  it('says so when every video played at the last check', async () => {
    contentServer(admin, { checkedAt: CHECKED_AT, problems: [], drift: [] });
    open();
    expect(
      await screen.findByText('No problems found: every video played at the last check.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No course's playlist has changed since the course was made."),
    ).toBeInTheDocument();
  });

  it('checks now, saying so while the check runs, then announces what it found and shows the new list', async () => {
    let finish: () => void = () => {};
    const { calls } = contentServer(
      admin,
      { checkedAt: null, problems: [], drift: [] },
      {
        check: (state) =>
          new Promise((resolve) => {
            finish = () => {
              state.checkedAt = CHECKED_AT;
              state.problems = [problem('py-3', { lessonName: 'Loops', state: 'unembeddable' })];
              resolve({ status: 200, body: { checked: 40, problems: 1 } });
            };
          }),
      },
    );
    open();
    expect(await screen.findByText('No check has run yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Check now' });
    await user.click(button);

    const status = screen.getByRole('status', { name: '' });
    expect(within(status).getByRole('progressbar', { name: 'Checking the videos' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(apiCalls(calls).filter((c) => c.path === '/api/admin/content-check')).toHaveLength(1);

    act(() => finish());
    expect(await screen.findByText('Check done: 40 videos checked, 1 lesson with a problem.')).toBe(status);
    expect(await screen.findByText('Its owner turned off playing it on other sites')).toBeInTheDocument();
    expect(screen.getByText(/Last checked/)).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it("shows the server's word when a check does not finish", async () => {
    contentServer(admin, catalogue(), {
      check: () => ({ status: 503, body: { msg: 'The video provider does not answer. Try again later.' } }),
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video provider does not answer. Try again later.',
    );
  });

  it("replaces a lesson's video: refuses what is no video, shows the server's refusal, then takes a link", async () => {
    const success = jest.spyOn(toast, 'success');
    const { calls } = contentServer(admin, catalogue(), { unplayable: ['noEmbed0001'] });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace video of lesson 3: Loops' }));
    const form = screen.getByRole('form', { name: 'Replace the video of lesson 3: Loops' });
    const field = within(form).getByLabelText('New video link or id');
    expect(field).toHaveFocus();

    await fillIn(field, 'not a video', user);
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REPLACE_MESSAGES.notVideo));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(field);
    await fillIn(field, 'noEmbed0001', user);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(REFUSED_VIDEO)));
    expect(field).toHaveFocus();
    expect(lessonItem(/Lesson 3: Loops/)).toBeInTheDocument();

    await user.clear(field);
    await fillIn(field, 'https://youtu.be/goodVideo01', user);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Lesson 3: Loops/ })).not.toBeInTheDocument(),
    );
    expect(success).toHaveBeenCalledWith('The lesson now shows the new video.');
    expect(screen.getByRole('heading', { name: 'Videos that do not play' })).toHaveFocus();
    expect(apiCalls(calls).filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/course/python/lessons/py-3', body: { link: 'noEmbed0001' } },
      { method: 'PUT', path: '/api/admin/course/python/lessons/py-3', body: { link: 'goodVideo01' } },
    ]);
  });

  it('refuses the same video again, and Escape closes the form with the focus back on its button', async () => {
    const { calls } = contentServer(admin, catalogue());
    open();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Replace video of lesson 3: Loops' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByLabelText('New video link or id');
    await fillIn(field, 'https://www.youtube.com/watch?v=removedVid1', user);
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(REPLACE_MESSAGES.same));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('New video link or id')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(apiCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('hides a lesson only once the admin confirms', async () => {
    const { calls } = contentServer(admin, catalogue());
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide lesson 1: Variables' }));
    let dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent(/Lesson 1: Variables\s*in JavaScript Basics/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(apiCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hide lesson 1: Variables' }));
    dialog = screen.getByRole('dialog', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the lesson', hidden: true }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'JavaScript Basics' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Videos that do not play' })).toHaveFocus();
    expect(apiCalls(calls).filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/course/javascript/lessons/js-1', body: { hidden: true } },
    ]);
  });

  it("applies a playlist's changes to its course", async () => {
    const success = jest.spyOn(toast, 'success');
    const { calls } = contentServer(admin, catalogue());
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply changes to React in a Week' }));
    expect(
      await screen.findByText("No course's playlist has changed since the course was made."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Playlist changes' })).toHaveFocus();
    expect(success).toHaveBeenCalledWith(
      'The course follows its playlist again: 1 lesson added, 1 lesson hidden.',
    );
    expect(apiCalls(calls).filter((c) => c.path.endsWith('/drift'))).toEqual([
      { method: 'POST', path: '/api/admin/course/react/drift', body: undefined },
    ]);
  });

  it('offers to try again when the list could not be loaded', async () => {
    let failing = true;
    contentServer(admin, catalogue(), {
      health: () =>
        failing
          ? { status: 500, body: { msg: 'Something went wrong.' } }
          : { status: 200, body: catalogue() },
    });
    open();
    const user = userEvent.setup();
    expect(await screen.findByText('The content health could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Python for Everybody' })).toBeInTheDocument();
  });

  it('tells a learner the page is for admins, without asking the server', async () => {
    const { calls } = contentServer(learner, catalogue());
    open();
    expect(await screen.findByText(ADMINS_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
    expect(apiCalls(calls)).toEqual([]);
  });
});
