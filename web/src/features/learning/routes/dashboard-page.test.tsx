import type { Course } from '@shared/types';
import { screen, within } from '@testing-library/react';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import { dashboardLoader } from '../loaders';
import DashboardPage from './dashboard-page';

const course = (id: string, name: string): Course => ({
  _id: id,
  name,
  creator: 'Stanford Online',
  category: 'Data Science',
  language: 'english',
  info: '',
  description: '',
  course_pic: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  love: 1,
  lessonCount: 15,
});

function openDashboard(dashboard: StubAnswer, recommended: StubAnswer) {
  stubFetch(({ path }) => (path === '/api/users/dashboard' ? dashboard : recommended));
  asLearner();
  renderRoutes([{ path: '/dashboard', loader: dashboardLoader, element: <DashboardPage /> }], '/dashboard');
}

describe('the dashboard', () => {
  it("shows the learner's courses with their hearts and progress, and recommendations", async () => {
    const long = course('long', 'L'.repeat(120));
    openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [
            { courseId: course('cs229', 'Stanford CS229'), completed: [1, 2, 3] },
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

  it('invites a learner without courses to pick one, and keeps the skeletons when recommendations fail', async () => {
    openDashboard({ status: 200, body: { courseEnrolled: [], courseLoved: [] } }, { status: 503, body: {} });
    expect(
      await screen.findByRole('heading', { name: 'Hey! Pick some course to continue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
  });

  it('starts with a Continue card for the course watched last, at its lesson and second', async () => {
    openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [
            {
              courseId: course('cs221', 'Stanford CS221'),
              completed: [1],
              updatedAt: '2026-01-02T10:00:00Z',
            },
            {
              courseId: course('cs229', 'Stanford CS229'),
              completed: [1, 2, 3],
              updatedAt: '2026-01-03T09:00:00Z',
              lastLessonId: 'lesson-4',
              lastLessonName: 'Linear regression',
              position: 125.7,
            },
          ],
          courseLoved: [],
        },
      },
      { status: 200, body: [] },
    );
    const card = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(card).getByText('Stanford CS229')).toBeInTheDocument();
    expect(within(card).getByText(/Linear regression/)).toHaveTextContent('Linear regression · at 2:05');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(within(card).getByText('20%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue Stanford CS229' })).toHaveAttribute(
      'href',
      '/play/cs229',
    );
  });

  it("shows a course's open questions on its card, and the resumed lesson's on the Continue card", async () => {
    openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [
            {
              courseId: {
                ...course('cs229', 'Stanford CS229'),
                openQuestions: { 'lesson-4': 1, 'lesson-5': 2 },
              },
              completed: [1],
              lastLessonId: 'lesson-4',
              lastLessonName: 'Linear regression',
              position: 10,
            },
            {
              courseId: { ...course('quiet', 'Quiet Course'), openQuestions: { 'lesson-1': 0 } },
              completed: [],
            },
          ],
          courseLoved: [],
        },
      },
      { status: 200, body: [] },
    );
    const continueCard = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(continueCard).getByText('1 open question on this lesson')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Stanford CS229' }).closest('article')!;
    expect(within(card).getByText('3 open questions in this course')).toBeInTheDocument();
    const quiet = screen.getByRole('link', { name: 'Quiet Course' }).closest('article')!;
    expect(within(quiet).queryByText(/open question/)).not.toBeInTheDocument();
  });

  it('shows the progress percentage and the notebook on every card, and the certificate once all is done', async () => {
    openDashboard(
      {
        status: 200,
        body: {
          courseEnrolled: [
            { courseId: { ...course('done', 'Finished Course'), lessonCount: 2 }, completed: [1, 2] },
            {
              courseId: { ...course('cert', 'Certified Course'), lessonCount: 2 },
              completed: [1],
              certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
            },
            { courseId: course('new', 'New Course'), completed: [] },
          ],
          courseLoved: [],
        },
      },
      { status: 200, body: [] },
    );
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
    const continueCard = screen.getByRole('region', { name: 'Continue where you left off' });
    expect(within(continueCard).getByText('Not started yet')).toBeInTheDocument();
  });
});
