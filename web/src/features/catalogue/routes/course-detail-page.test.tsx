import type { Course } from '@shared/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { courseFixture } from '../../../../../test/support/web/course-fixture';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { asLearner } from '../../../../../test/support/web-session';
import { paths } from '../../../config/paths';
import { SessionProvider } from '../../auth';
import LoginPage from '../../auth/routes/login-page';
import { courseDetailLoader } from '../loaders';
import CourseDetailPage from './course-detail-page';

const COURSE = courseFixture('dbms', 'Database Management Systems', {
  creator: 'gate Smashers',
  category: 'Computer Science',
  language: 'hindi',
  info: 'x'.repeat(200),
  description: 'Keys, normal forms and transactions.',
  love: 0,
  lessonCount: 2,
  lessons: [
    { _id: 'lesson-1', lesson: 1, link: 'kBdlM6hNDAE', lessonName: 'Introduction' },
    { _id: 'lesson-2', lesson: 2, link: 'kBdlM6hNDAF', lessonName: 'Keys' },
  ],
  openQuestions: { 'lesson-1': 2, 'lesson-2': 0 },
});

/** What the player's calls say about the learner and this course. */
interface Standing {
  enrolled: boolean;
  lastLessonId?: string;
  completed?: number[];
}

function openDetail(
  enrollAnswer: StubAnswer,
  id = 'dbms',
  detailAnswered: Promise<unknown> = Promise.resolve(),
  standing: Standing = { enrolled: false },
  course: Course = COURSE,
  /** Where the test starts (the course page unless told), and what the login route shows. */
  { at = `/course/id/${id}/detail`, login = <p>login page</p> }: { at?: string; login?: ReactNode } = {},
) {
  const calls = stubFetch(({ path }) => {
    if (path === '/api/course/detail/dbms') return detailAnswered.then(() => ({ status: 200, body: course }));
    if (path === '/api/enroll') return enrollAnswer;
    if (path === '/api/course/play/dbms') {
      const { enrolled, lastLessonId, completed = [] } = standing;
      const resume = lastLessonId ? { lastLessonId, position: 42 } : {};
      return { status: 200, body: { response: COURSE, courseLoved: [], enrolled, completed, ...resume } };
    }
    // Asked only when no test set the session first: a visitor, not logged in.
    if (path.startsWith('/api/token/refresh')) return { status: 401, body: { msg: 'Not logged in.' } };
    if (path === '/api/login') return { status: 200, body: { loggedIn: true, name: 'Asha', role: 'user' } };
    return { status: 404, body: { msg: 'Course not found.' } };
  });
  const router = renderRoutes(
    [
      {
        path: '/course/id/:id/detail',
        loader: courseDetailLoader,
        // The page shows admins a way to the quiz editor, so it reads the session.
        element: (
          <SessionProvider>
            <CourseDetailPage />
          </SessionProvider>
        ),
      },
      { path: '/login', element: login },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/play/:id', element: <p>player page</p> },
    ],
    at,
  );
  return { router, calls };
}

describe('the course detail page', () => {
  it('shows the course as the spec words it and sends a logged-out visitor to log in and back', async () => {
    let answerDetail = () => {};
    const detailAnswered = new Promise<void>((resolve) => {
      answerDetail = resolve;
    });
    const { router, calls } = openDetail(
      { status: 401, body: { msg: 'Please log in.' } },
      'dbms',
      detailAnswered,
    );
    expect(await screen.findByText('Wait we are fetching data!')).toBeInTheDocument();
    answerDetail();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(COURSE.name);
    expect(screen.getByText(`${'x'.repeat(152)}...`)).toBeInTheDocument();
    expect(screen.getAllByText('Gate Smashers').length).toBeGreaterThan(0);
    expect(screen.getByText('HINDI')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    // Each module says how many of its questions wait for an answer; none says nothing.
    const modules = within(screen.getByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(modules.map((m) => m.textContent)).toEqual([
      'Lesson 1Introduction2 open questions',
      'Lesson 2Keys',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    await screen.findByText('login page');
    // The way back carries the wish to enrol: once logged in, the page enrols them (below).
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent('/course/id/dbms/detail?enrol=1')}`);
    // A visitor without a session asks nothing about enrolment.
    expect(calls.map((c) => c.path)).not.toContainEqual(expect.stringMatching(/play|completed/));
  });

  it('spells a creator with capitals inside the name as the creator does', async () => {
    openDetail({ status: 200, body: {} }, 'dbms', undefined, undefined, {
      ...COURSE,
      creator: 'freeCodeCamp.org',
    });
    expect((await screen.findAllByText('freeCodeCamp.org')).length).toBeGreaterThan(0);
    expect(screen.queryByText('FreeCodeCamp.org')).not.toBeInTheDocument();
  });

  it("gives the course's length when the length of each of its lessons is known", async () => {
    const ok = { status: 200, body: {} };
    openDetail(ok, 'dbms', Promise.resolve(), { enrolled: false }, { ...COURSE, totalSeconds: 5_430 });
    const facts = await screen.findByText('Length');
    expect(facts.closest('li')).toHaveTextContent('Length1 h 31 min');
  });

  it('says nothing of the length when some lesson has none', async () => {
    openDetail({ status: 200, body: {} });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Length')).not.toBeInTheDocument();
  });

  it('opens the player at lesson 1 after enrolling', async () => {
    asLearner();
    const { router } = openDetail({
      status: 200,
      body: { msg: 'Enrolled successfully!', alreadyEnrolled: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await screen.findByText('player page');
    expect(router.location.pathname).toBe('/play/dbms');
    expect(router.location.search).toBe('?lesson=lesson-1');
  });

  it('enrols a visitor who logs in from Enroll Now and opens the player', async () => {
    const enrolled = { status: 200, body: { msg: 'Enrolled successfully!', alreadyEnrolled: false } };
    const { router, calls } = openDetail(enrolled, 'dbms', Promise.resolve(), undefined, COURSE, {
      at: paths.login(paths.enrolIn('dbms')),
      login: (
        <SessionProvider>
          <LoginPage />
        </SessionProvider>
      ),
    });
    await fillIn(await screen.findByLabelText('Email'), 'asha@example.com');
    await fillIn(screen.getByLabelText('Password'), 'a fine password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('player page');
    expect(router.location.pathname).toBe('/play/dbms');
    expect(router.location.search).toBe('?lesson=lesson-1');
    expect(calls.filter((c) => c.path === '/api/enroll').map((c) => c.body)).toEqual([{ courseId: 'dbms' }]);
    // The player took the place of the page that enrols: Back does not lead there to enrol again.
    act(() => void router.navigate(-1));
    expect(router.location.pathname).toBe('/play/dbms');
  });

  it('enrols nobody who merely opens the address with the wish to enrol', async () => {
    asLearner();
    const { calls } = openDetail({ status: 200, body: {} }, 'dbms', Promise.resolve(), undefined, COURSE, {
      at: paths.enrolIn('dbms'),
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/course/play/dbms')).toBe(true));
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    expect(calls.some((c) => c.path === '/api/enroll')).toBe(false);
  });

  it('opens the player where they left off for a learner who turns out to be enrolled already', async () => {
    asLearner();
    // The enrolment check has not answered yet when the learner clicks.
    const { router } = openDetail(
      { status: 200, body: { msg: 'You are already enrolled in this course.', alreadyEnrolled: true } },
      'dbms',
      Promise.resolve(),
      { enrolled: false },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await screen.findByText('player page');
    expect(router.location.pathname).toBe('/play/dbms');
    expect(router.location.search).toBe('');
  });

  it.each<[string, Standing, string]>([
    ['the resume point', { enrolled: true, lastLessonId: 'lesson-2', completed: [1, 2, 3] }, 'lesson-2'],
    ['the first lesson not ticked', { enrolled: true, completed: [1, 3] }, 'lesson-2'],
    ['lesson 1 when every lesson is ticked', { enrolled: true, completed: [1, 2] }, 'lesson-1'],
    ['lesson 1 before anything is ticked', { enrolled: true }, 'lesson-1'],
    [
      'the first lesson not ticked when the resume lesson is gone',
      { enrolled: true, lastLessonId: 'gone', completed: [1] },
      'lesson-2',
    ],
  ])('shows an enrolled learner Continue at %s', async (_, standing, lessonId) => {
    asLearner();
    const { calls } = openDetail({ status: 500, body: {} }, 'dbms', Promise.resolve(), standing);
    const number = lessonId.split('-')[1];
    const link = await screen.findByRole('link', { name: `Continue: lesson ${number}` });
    expect(link).toHaveAttribute('href', `/play/dbms?lesson=${lessonId}`);
    expect(screen.queryByRole('button', { name: 'Enroll Now' })).toBeNull();
    // The play answer carries the ticked lessons: no call of their own.
    expect(calls.filter((c) => c.path.startsWith('/api/lesson/'))).toEqual([]);
  });

  it('keeps Enroll Now for a learner who is not enrolled', async () => {
    asLearner();
    const { calls } = openDetail({ status: 500, body: {} }, 'dbms', Promise.resolve(), { enrolled: false });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/course/play/dbms')).toBe(true));
    expect(screen.getByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });

  it('marks a module whose video cannot be watched as unavailable', async () => {
    const [first, second] = COURSE.lessons!;
    const lessons = [first!, { ...second!, unavailable: 'removed' as const }];
    openDetail(
      { status: 200, body: {} },
      'dbms',
      Promise.resolve(),
      { enrolled: false },
      { ...COURSE, lessons },
    );
    const modules = within(await screen.findByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(modules[1]).toHaveTextContent(/Keys.*Unavailable\s*: the video was removed/);
    expect(modules[0]).not.toHaveTextContent('Unavailable');
  });

  it('says clearly when the course does not exist', async () => {
    openDetail({ status: 500, body: {} }, 'gone');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/course');
  });
});
