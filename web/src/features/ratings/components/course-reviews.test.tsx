import type { MyRating } from '@shared/ratings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { holdFetch, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { COURSE, ratingsServer, review } from '../../../../../test/support/web/ratings-server';
import { asLearner } from '../../../../../test/support/web-session';
import { SessionProvider, setSession } from '../../auth';
import { CourseReviews, type CourseReviewsProps } from './course-reviews';

const MINE: MyRating = {
  stars: 4,
  review: 'Good pace.',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function openReviews(enrolment: CourseReviewsProps['enrolment'] = null, onSummary = jest.fn()) {
  renderRoutes(
    [
      {
        path: '/course/id/:id/detail',
        element: (
          <SessionProvider>
            <CourseReviews courseId={COURSE} enrolment={enrolment} onSummary={onSummary} />
          </SessionProvider>
        ),
      },
    ],
    `/course/id/${COURSE}/detail`,
    <Toaster />,
  );
  return { onSummary };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.review__author')?.textContent);
const reviewBy = (author: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(author)) as HTMLElement;

beforeEach(() => asLearner('Asha Rao'));
afterEach(() => {
  jest.restoreAllMocks();
  toast.dismiss();
});

describe('the reviews of a course', () => {
  it('says it is loading, then shows the stars, how many gave each, and the reviews', async () => {
    const answer = holdFetch();
    const { onSummary } = openReviews();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading reviews...');

    answer({
      status: 200,
      body: {
        items: [review('r1', { author: 'Ravi', stars: 5, review: 'Worth finishing.', helpful: 2 })],
        next: null,
        average: 4.3,
        count: 3,
        histogram: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 },
      },
    });
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5 by 3 learners' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '5 stars 2' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '3 stars 1' })).toBeInTheDocument();
    const ravi = reviewBy('Ravi');
    expect(within(ravi).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(ravi).toHaveTextContent('Worth finishing.');
    expect(within(ravi).getByRole('button', { name: /Helpful/ })).toHaveAccessibleName(
      'Helpful: 2 learners found this helpful',
    );
    expect(onSummary).toHaveBeenCalledWith({ average: 4.3, count: 3 });
  });

  it.each([
    {
      course: 'no ratings',
      stars: [],
      says: 'No reviews yet. Learners who complete a lesson can rate this course.',
      rating: 'No ratings yet',
    },
    {
      course: 'stars but no written review',
      stars: [5, 4],
      says: 'No written reviews yet: so far learners have given stars only.',
      rating: 'Rated 4.5 out of 5 by 2 learners',
    },
  ])('says so for a course with $course, counting the stars it has', async ({ stars, says, rating }) => {
    ratingsServer({ starsOnly: stars });
    openReviews();
    expect(await screen.findByText(says)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: rating })).toBeInTheDocument();
  });

  it('says why the list failed and loads it on "Try again"', async () => {
    const server = { fail: true };
    stubFetch(() =>
      server.fail
        ? { status: 503, body: { msg: 'The service is busy. Try again in a moment.' } }
        : {
            status: 200,
            body: {
              items: [review('r1', { author: 'Ravi' })],
              next: null,
              average: 4,
              count: 1,
              histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
            },
          },
    );
    openReviews();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The reviews weren't loaded. The service is busy. Try again in a moment.",
    );
    server.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listed()).toEqual(['Ravi']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows 20 at a time and the next page on "Show more", then no more button', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      review(`r${i}`, { author: `Learner ${i}`, helpful: 100 - i }),
    );
    const { calls } = ratingsServer({ reviews: many });
    openReviews();
    await waitFor(() => expect(listed()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(listed()).toHaveLength(25));
    expect(listed()[24]).toBe('Learner 24');
    expect(calls.map((c) => c.path)).toEqual([
      `/api/course/${COURSE}/reviews?sort=helpful`,
      `/api/course/${COURSE}/reviews?sort=helpful&cursor=20`,
    ]);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('lists the newest first when asked', async () => {
    const { calls } = ratingsServer({
      reviews: [
        review('old', { author: 'Old', helpful: 9, updatedAt: '2026-01-01T00:00:00.000Z' }),
        review('new', { author: 'New', helpful: 0, updatedAt: '2026-05-01T00:00:00.000Z' }),
      ],
    });
    openReviews();
    await waitFor(() => expect(listed()).toEqual(['Old', 'New']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await waitFor(() => expect(listed()).toEqual(['New', 'Old']));
    expect(calls.at(-1)?.path).toBe(`/api/course/${COURSE}/reviews?sort=newest`);
  });

  it("marks another learner's review helpful and takes the mark back", async () => {
    const { calls } = ratingsServer({ reviews: [review('r1', { author: 'Ravi', helpful: 1 })] });
    openReviews();
    const button = await within(await waitFor(() => reviewBy('Ravi'))).findByRole('button', {
      name: /Helpful/,
    });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Helpful (2)');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('Helpful (1)');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { path: '/api/reviews/r1/helpful', method: 'PUT', body: { value: 1 } },
      { path: '/api/reviews/r1/helpful', method: 'PUT', body: { value: 0 } },
    ]);
  });

  it('reports a review with a reason, and offers neither to the author of their own', async () => {
    const { calls } = ratingsServer({ reviews: [review('r1', { author: 'Ravi' })], mine: MINE });
    openReviews({ completed: 2, mine: MINE });
    await waitFor(() => expect(listed()).toEqual(['Asha Rao (you)', 'Ravi']));
    const own = reviewBy('Asha Rao (you)');
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(own).not.toHaveTextContent('found this helpful');

    await userEvent.click(within(reviewBy('Ravi')).getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText(/Please say why you report this review/)).toBeInTheDocument();
    await fillIn(screen.getByRole('textbox', { name: 'Why are you reporting this review?' }), 'Spam link');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An admin will look at this review.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { path: '/api/reviews/r1/report', method: 'POST', body: { reason: 'Spam link' } },
    ]);
  });

  it('lets a logged-out visitor read the reviews, with a way to log in to rate', async () => {
    setSession({ loggedIn: false, name: '', role: '' });
    ratingsServer({ reviews: [review('r1', { author: 'Ravi', helpful: 3 })] });
    openReviews();
    await waitFor(() => expect(listed()).toEqual(['Ravi']));
    expect(reviewBy('Ravi')).toHaveTextContent('3 learners found this helpful');
    expect(within(reviewBy('Ravi')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/course/id/${COURSE}/detail`)}`,
    );
    expect(screen.queryByRole('form', { name: 'Rate this course' })).not.toBeInTheDocument();
  });

  it('tells an enrolled learner without a completed lesson what is missing', async () => {
    ratingsServer();
    openReviews({ completed: 0, mine: null });
    expect(
      await screen.findByText('Complete at least one lesson of this course before you rate it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate this course' })).not.toBeInTheDocument();
  });
});

describe("the learner's own rating on the course page", () => {
  it('rates the course, and the stars and the list follow', async () => {
    const { calls } = ratingsServer({ starsOnly: [2] });
    const { onSummary } = openReviews({ completed: 1, mine: null });
    const form = await screen.findByRole('form', { name: 'Rate this course' });
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await fillIn(within(form).getByRole('textbox', { name: 'Your review (optional)' }), 'Good pace.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('Thank you for rating this course.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'You gave 4 stars out of 5' })).toBeInTheDocument();
    expect(onSummary).toHaveBeenLastCalledWith({ average: 3, count: 2 });
    await waitFor(() => expect(listed()).toEqual(['Asha Rao (you)']));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      path: `/api/course/${COURSE}/rating`,
      method: 'PUT',
      body: { stars: 4, review: 'Good pace.' },
    });
  });

  it('edits the rating given, starting from it', async () => {
    const { calls, rating } = ratingsServer({ mine: MINE });
    openReviews({ completed: 3, mine: MINE });
    expect(await screen.findByRole('img', { name: 'You gave 4 stars out of 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit your rating' }));
    const form = screen.getByRole('form', { name: 'Rate this course' });
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue('Good pace.');

    await userEvent.click(within(form).getByRole('radio', { name: '2 stars' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Your review (optional)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('img', { name: 'You gave 2 stars out of 5' })).toBeInTheDocument();
    expect(screen.getByText('No review written.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ stars: 2, review: '' }]);
    expect(rating()).toMatchObject({ stars: 2, review: '' });
  });

  it('deletes the rating only once confirmed, and offers to rate again', async () => {
    const { calls } = ratingsServer({ mine: MINE, starsOnly: [5] });
    const { onSummary } = openReviews({ completed: 3, mine: MINE });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete your rating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete your rating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your rating was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Rate this course' })).toBeInTheDocument();
    expect(onSummary).toHaveBeenLastCalledWith({ average: 5, count: 1 });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { path: `/api/course/${COURSE}/rating`, method: 'DELETE' },
    ]);
  });

  it("shows the server's refusal, and keeps what was chosen", async () => {
    const msg = 'Enrol in this course and complete a lesson before you rate it.';
    ratingsServer({ refuseRating: { status: 403, body: { msg } } });
    openReviews({ completed: 1, mine: null });
    const form = await screen.findByRole('form', { name: 'Rate this course' });
    await userEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save rating' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(msg);
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });
});
