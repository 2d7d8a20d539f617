import type { Course } from '@shared/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { SessionProvider } from '../../auth/session';
import { courseDetailLoader } from '../loaders';
import CourseDetailPage from './course-detail-page';

const COURSE: Course = {
  _id: 'dbms',
  name: 'Database Management Systems',
  creator: 'gate Smashers',
  category: 'Computer Science',
  language: 'hindi',
  info: 'x'.repeat(200),
  description: 'Keys, normal forms and transactions.',
  course_pic: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  love: 0,
  lessonCount: 2,
  lessons: [
    { _id: 'lesson-1', lesson: 1, link: 'kBdlM6hNDAE', lessonName: 'Introduction' },
    { _id: 'lesson-2', lesson: 2, link: 'kBdlM6hNDAF', lessonName: 'Keys' },
  ],
  openQuestions: { 'lesson-1': 2, 'lesson-2': 0 },
};

function openDetail(
  enrollAnswer: StubAnswer,
  id = 'dbms',
  detailAnswered: Promise<unknown> = Promise.resolve(),
) {
  stubFetch(({ path }) => {
    if (path === '/api/course/detail/dbms') return detailAnswered.then(() => ({ status: 200, body: COURSE }));
    if (path === '/api/enroll') return enrollAnswer;
    return { status: 404, body: { msg: 'Course not found.' } };
  });
  return renderRoutes(
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
      { path: '/login', element: <p>login page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    `/course/id/${id}/detail`,
  );
}

describe('the course detail page', () => {
  it('shows the course as the spec words it and sends a logged-out visitor to log in and back', async () => {
    let answerDetail = () => {};
    const detailAnswered = new Promise<void>((resolve) => {
      answerDetail = resolve;
    });
    const router = openDetail({ status: 401, body: { msg: 'Please log in.' } }, 'dbms', detailAnswered);
    expect(await screen.findByText('Wait we are fetching data!')).toBeInTheDocument();
    answerDetail();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(COURSE.name);
    expect(screen.getByText(`${'x'.repeat(152)}...`)).toBeInTheDocument();
    expect(screen.getAllByText('Gate Smashers').length).toBeGreaterThan(0);
    expect(screen.getByText('HINDI')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    // Each module says how many of its questions wait for an answer; none says nothing.
    const modules = within(screen.getByRole('region', { name: 'Modules' })).getAllByRole('listitem');
    expect(modules.map((m) => m.textContent)).toEqual([
      'Module 1Introduction2 open questions',
      'Module 2Keys',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/course/id/dbms/detail')}`);
  });

  it('goes to the dashboard after enrolling', async () => {
    const router = openDetail({
      status: 200,
      body: { msg: 'Enrolled successfully!', alreadyEnrolled: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    await screen.findByText('dashboard page');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers the course itself to a learner who is already enrolled', async () => {
    openDetail({
      status: 200,
      body: { msg: 'You are already enrolled in this course.', alreadyEnrolled: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByRole('link', { name: 'Go to course' })).toHaveAttribute('href', '/play/dbms');
  });

  it('says clearly when the course does not exist', async () => {
    openDetail({ status: 500, body: {} }, 'gone');
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', '/course');
  });
});
