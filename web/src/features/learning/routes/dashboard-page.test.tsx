import type { Course } from '@shared/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { courseFixture } from '../../../../../test/support/web/course-fixture';
import { habitProgress } from '../../../../../test/support/web/habit-progress';
import { asLearner } from '../../../../../test/support/web-session';
import { dashboardLoader } from '../loaders';
import DashboardPage from './dashboard-page';

const course = (id: string, name: string, more: Partial<Course> = {}): Course =>
  courseFixture(id, name, { lessonCount: 15, ...more });

/** Where the link named `name` inside `container` leads. */
const hrefOf = (container: HTMLElement, name: string) =>
  within(container).getByRole('link', { name }).getAttribute('href');

/** The server names the lesson to watch next while a course has one unticked. */
const next = (lesson: number) => ({
  nextLesson: { _id: `lesson-${lesson}`, lesson, lessonName: `Lesson ${lesson}` },
});

const facets = {
  language: { english: 20, hindi: 6 },
  category: { 'Data Science': 7, Security: 2 },
  length: { short: 3, medium: 10, long: 13 },
};

/** What the dashboard answer carries besides the courses: no cards due, no goal yet. */
const PARTS = { cardsDue: 0, progress: habitProgress('2026-11-27') };

/**
 * The dashboard with these answers, as its one call carries them: `recommended` is the part the
 * server read (left out when it answers a failure); other calls (the picker's) go to `other`.
 */
type Reply = { status: number; body: unknown };

function openDashboard(
  dashboard: Reply | (() => Reply),
  recommended: Reply | (() => Reply),
  other: (call: StubCall) => StubAnswer = () => ({ status: 404, body: {} }),
) {
  const calls = stubFetch((call) => {
    if (call.path !== '/api/users/dashboard') return other(call);
    const mine = typeof dashboard === 'function' ? dashboard() : dashboard;
    const picks = typeof recommended === 'function' ? recommended() : recommended;
    if (mine.status !== 200) return mine;
    const read = picks.status === 200 ? { recommended: picks.body } : {};
    return { ...mine, body: { ...PARTS, ...read, ...(mine.body as object) } };
  });
  asLearner();
  renderRoutes([{ path: '/dashboard', loader: dashboardLoader, element: <DashboardPage /> }], '/dashboard');
  return calls;
}

/** The dashboard with `body` as the learner's courses, and no course to recommend. */
function openDashboardOf(body: object) {
  return openDashboard({ status: 200, body }, { status: 200, body: [] });
}

describe('the dashboard', () => {
  it("shows the learner's courses with their hearts and progress, and recommendations", async () => {
    const long = course('long', 'L'.repeat(120));
    openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [
            { courseId: course('cs229', 'Stanford CS229'), completed: [1, 2, 3], ...next(4) },
            { courseId: long, completed: [] },
          ],
          courseLoved: ['cs229'],
        },
      },
      { status: 200, body: [course('cs221', 'Stanford CS221')] },
    );
    expect(await screen.findByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
    const cs229 = screen.getByRole('link', { name: 'Stanford CS229' }).closest('article')!;
    expect(within(cs229).getByText('Liked')).toBeInTheDocument();
    expect(within(cs229).getByText('3/15 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${'L'.repeat(100)}..` }).closest('article')).toHaveTextContent(
      'Not liked',
    );
    expect(screen.getByRole('link', { name: 'Stanford CS229' })).toHaveAttribute('href', '/play/cs229');
    expect(await screen.findByRole('link', { name: 'Stanford CS221' })).toHaveAttribute(
      'href',
      '/course/id/cs221/detail',
    );
  });

  it('loads everything it shows with one call: courses, picks, cards due and the weekly progress', async () => {
    const calls = openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [{ courseId: course('cs229', 'Stanford CS229'), completed: [1], ...next(2) }],
          courseLoved: [],
          preferences: { categories: ['Data Science'], language: null },
          cardsDue: 3,
          progress: {
            ...habitProgress('2026-11-27'),
            goal: {
              lessonsPerWeek: 5,
              reminderDay: 'sunday',
              reminderHour: 18,
              timeZone: 'UTC',
              reminders: true,
            },
          },
        },
      },
      { status: 200, body: [course('cs221', 'Stanford CS221')] },
    );
    expect(await screen.findByRole('link', { name: 'Stanford CS221' })).toBeInTheDocument();
    expect(screen.getByText('3 cards due')).toBeInTheDocument();
    expect(screen.getByText('0 of 5 lessons this week')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/users/dashboard']);
  });

  it('invites a learner without courses to pick one, and keeps the skeletons when recommendations fail', async () => {
    openDashboard({ status: 200, body: { courseEnrolled: [], courseLoved: [] } }, { status: 503, body: {} });
    expect(
      await screen.findByRole('heading', { name: 'Hey! Pick some course to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
  });

  it("says when mail can't reach the learner, leading to the account page", async () => {
    const mailUndeliverable = { reason: 'bounce', at: '2026-03-01T10:00:00.000Z' };
    openDashboard(
      { status: 200, body: { courseEnrolled: [], courseLoved: [], mailUndeliverable } },
      { status: 200, body: [] },
    );
    const notice = await screen.findByText(/We couldn't deliver mail to this address\./);
    expect(hrefOf(notice, 'See why in your account settings')).toBe('/account');
  });

  it('starts with a Continue card for the course watched last, at its lesson and second', async () => {
    openDashboardOf({
      courseEnrolled: [
        {
          courseId: course('cs221', 'Stanford CS221'),
          completed: [1],
          updatedAt: '2026-01-02T10:00:00Z',
          ...next(2),
        },
        {
          courseId: course('cs229', 'Stanford CS229'),
          completed: [1, 2, 3],
          updatedAt: '2026-01-03T09:00:00Z',
          lastLessonId: 'lesson-4',
          lastLessonName: 'Linear regression',
          position: 125.7,
          ...next(4),
        },
      ],
      courseLoved: [],
    });
    const card = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(card).getByText('Stanford CS229', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText(/Linear regression/)).toHaveTextContent('Linear regression · at 2:05');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(within(card).getByText('20%')).toBeInTheDocument();
    expect(hrefOf(card, 'Continue Stanford CS229')).toBe('/play/cs229');
  });

  it("shows a course's open questions on its card, and the resumed lesson's on the Continue card", async () => {
    openDashboardOf({
      courseEnrolled: [
        {
          courseId: course('cs229', 'Stanford CS229', { openQuestions: { 'lesson-4': 1, 'lesson-5': 2 } }),
          completed: [1],
          lastLessonId: 'lesson-4',
          lastLessonName: 'Linear regression',
          position: 10,
          ...next(2),
        },
        {
          courseId: course('quiet', 'Quiet Course', { openQuestions: { 'lesson-1': 0 } }),
          completed: [],
        },
      ],
      courseLoved: [],
    });
    const continueCard = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(continueCard).getByText('1 open question on this lesson')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Stanford CS229' }).closest('article')!;
    expect(within(card).getByText('3 open questions in this course')).toBeInTheDocument();
    const quiet = screen.getByRole('link', { name: 'Quiet Course' }).closest('article')!;
    expect(within(quiet).queryByText(/open question/)).not.toBeInTheDocument();
  });

  it('shows the progress percentage and the notebook on every card, and the certificate once all is done', async () => {
    openDashboardOf({
      courseEnrolled: [
        { courseId: course('done', 'Finished Course', { lessonCount: 2 }), completed: [1, 2] },
        {
          courseId: course('cert', 'Certified Course', { lessonCount: 2 }),
          completed: [1],
          certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
          ...next(2),
        },
        { courseId: course('new', 'New Course'), completed: [], ...next(1) },
      ],
      courseLoved: [],
    });
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article') as HTMLElement;
    expect(within(await card('Finished Course')).getByText('100%')).toBeInTheDocument();
    expect(within(await card('Certified Course')).getByText('50%')).toBeInTheDocument();
    expect(within(await card('New Course')).getByText('0%')).toBeInTheDocument();
    expect(
      within(await card('Finished Course')).getByRole('button', {
        name: 'Claim your certificate for Finished Course',
      }),
    ).toBeInTheDocument();
    expect(
      within(await card('Certified Course')).getByRole('link', {
        name: 'View your certificate for Certified Course',
      }),
    ).toHaveAttribute('href', '/certificates/AbCdEfGhIjKlMnOpQrStUv');
    expect(within(await card('New Course')).queryByText(/certificate/)).not.toBeInTheDocument();
    expect(
      within(await card('New Course')).getByRole('link', { name: 'Notebook of New Course' }),
    ).toHaveAttribute('href', '/notebook/new');
  });

  it('features the latest unfinished course, never a finished one, in words that follow its state', async () => {
    const finished = {
      courseId: course('done', 'Finished Course', { lessonCount: 4 }),
      completed: [1, 2, 3, 4],
      updatedAt: '2026-01-05T10:00:00Z',
    };
    const started = {
      courseId: course('cs229', 'Stanford CS229'),
      completed: [1, 2],
      updatedAt: '2026-01-03T10:00:00Z',
      nextLesson: { _id: 'lesson-3', lesson: 3, lessonName: 'Logistic regression' },
    };
    openDashboard(
      { status: 200, body: { courseEnrolled: [finished, started], courseLoved: [] } },
      { status: 200, body: [] },
    );
    const card = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(card).getByText('Stanford CS229', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Next: Logistic regression')).toBeInTheDocument();
    expect(within(card).queryByText('Not started yet')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue Stanford CS229' })).toBeInTheDocument();
  });

  it('offers to start a course enrolled in but never opened', async () => {
    openDashboardOf({
      courseEnrolled: [
        {
          courseId: course('new', 'New Course'),
          completed: [],
          nextLesson: { _id: 'lesson-1', lesson: 1, lessonName: 'Welcome' },
        },
      ],
      courseLoved: [],
    });
    const card = await screen.findByRole('region', { name: 'Ready when you are' });
    expect(within(card).getByText('Not started yet')).toBeInTheDocument();
    expect(hrefOf(card, 'Start the course New Course')).toBe('/play/new');
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).not.toBeInTheDocument();
  });

  it('shows a finished course as completed, with its certificate, once every course is done', async () => {
    openDashboardOf({
      courseEnrolled: [
        {
          // The fifth lesson's video went away: it no longer stands between the learner and the end.
          courseId: course('done', 'Finished Course', { lessonCount: 5 }),
          completed: [1, 2, 3, 4],
          certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
        },
      ],
      courseLoved: [],
    });
    const card = await screen.findByRole('region', { name: 'Course completed' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(hrefOf(card, 'View your certificate')).toBe('/certificates/AbCdEfGhIjKlMnOpQrStUv');
    expect(within(card).queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
  });
  it('asks a learner who was never asked what they want to learn, and reorders the picks by it', async () => {
    let picked = false;
    const calls = openDashboard(
      { status: 200, body: { courseEnrolled: [], courseLoved: [], preferences: null } },
      () => ({
        status: 200,
        body: picked ? [course('sec', 'Web Security')] : [course('new', 'Newest Course')],
      }),
      (call) => {
        if (call.path.startsWith('/api/catalogue'))
          return { status: 200, body: { items: [], next: null, total: 26, facets } };
        picked = true;
        return { status: 200, body: { preferences: call.body, msg: 'Your picks are updated.' } };
      },
    );
    // A learner without courses gets "Start here" picks.
    expect(await screen.findByRole('heading', { name: 'Start here' })).toBeInTheDocument();
    const picker = await screen.findByRole('region', { name: 'What would you like to learn?' });
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Security' }));
    await userEvent.click(within(picker).getByRole('radio', { name: 'Hindi' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Show my picks' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/users/me/preferences',
      body: { categories: ['Security'], language: 'hindi' },
    });
    expect(await screen.findByRole('link', { name: 'Web Security' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What would you like to learn?' })).not.toBeInTheDocument();
    expect(screen.getByText(/Picked for you: Security, in Hindi/)).toBeInTheDocument();
    // The picks can be changed later, starting from what was chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Change your picks' }));
    const again = screen.getByRole('region', { name: 'What would you like to learn?' });
    expect(await within(again).findByRole('checkbox', { name: 'Security' })).toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'What would you like to learn?' })).not.toBeInTheDocument();
  });

  it('lets the learner skip the question, and does not ask again', async () => {
    const calls = openDashboard(
      { status: 200, body: { courseEnrolled: [], courseLoved: [], preferences: null } },
      { status: 200, body: [] },
      (call) =>
        call.path.startsWith('/api/catalogue')
          ? { status: 200, body: { items: [], next: null, total: 26, facets } }
          : { status: 200, body: { preferences: call.body, msg: 'Your picks are updated.' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ categories: [], language: null }),
    );
    expect(await screen.findByRole('button', { name: 'Tell us what you want to learn' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What would you like to learn?' })).not.toBeInTheDocument();
  });

  it('names the lesson to watch next on each card, with a link to it and the lessons left', async () => {
    openDashboardOf({
      courseEnrolled: [
        {
          courseId: course('cs229', 'Stanford CS229'),
          completed: [1, 2],
          nextLesson: { _id: 'lesson-3', lesson: 3, lessonName: 'Logistic regression' },
        },
        { courseId: course('done', 'Finished Course', { lessonCount: 2 }), completed: [1, 2] },
      ],
      courseLoved: [],
      preferences: { categories: [], language: null },
    });
    const card = (await screen.findByRole('link', { name: 'Stanford CS229' })).closest('article')!;
    expect(hrefOf(card, 'Next: 3. Logistic regression')).toBe('/play/cs229?lesson=lesson-3');
    expect(within(card).getByText('· 13 lessons left')).toBeInTheDocument();
    const done = screen.getByRole('link', { name: 'Finished Course' }).closest('article')!;
    expect(within(done).queryByText(/^Next:/)).not.toBeInTheDocument();
    // A learner with courses who was asked sees no question, and recommendations, not "Start here".
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What would you like to learn?' })).not.toBeInTheDocument();
  });
});
