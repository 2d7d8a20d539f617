/**
 * Ratings and reviews through the real handlers and DynamoDB Local: who may rate, one rating per
 * learner, exact totals under concurrent ratings, changes and deletions, the hourly limit, the
 * review list, helpful marks, reports into the moderation queue and an admin's deletion.
 */
import { httpHandler } from '../../infra/local/handlers';
import type { ChatReports, Course } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { learningClient } from '../../test/support/learning-client';
import { ratingsClient } from '../../test/support/ratings-client';
import { seedRatings } from '../../test/support/seed-ratings';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { RATE_LIMITS } from '../data/rate-limit-table';

const chatReports = httpHandler('GET /api/chat/reports');

/** A learner enrolled in `course` who has completed its first lesson: one who may rate it. */
async function eligibleLearner(course: Course, name = 'Rating Learner'): Promise<TestLearner> {
  const learner = await loggedInLearner(name);
  const learning = learningClient(learner.jar);
  await learning.enroll(course._id);
  await learning.complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
  return learner;
}

/** A burst on one course makes transactions collide; a refused change changed nothing, so it is sent again. */
async function untilDone<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  for (;;) {
    const answer = await send();
    if (answer.status !== 503) return answer;
  }
}

describe('who may rate', () => {
  it('refuses a learner not enrolled, and one enrolled with no lesson completed, saying why', async () => {
    const course = await freshCourse();
    const learner = await loggedInLearner();
    const ratings = ratingsClient(learner.jar);
    expect(await ratings.rate(course._id, { stars: 5 })).toMatchObject({
      status: 403,
      body: { msg: 'Enrol in this course and complete a lesson before you rate it.' },
    });
    await learningClient(learner.jar).enroll(course._id);
    expect(await ratings.rate(course._id, { stars: 5 })).toMatchObject({
      status: 403,
      body: { msg: 'Complete at least one lesson of this course before you rate it.' },
    });
    expect((await learningClient().detail(course._id)).body.rating).toEqual({ average: null, count: 0 });
  });

  it('refuses stars out of range, a review too long, an unknown course and a logged-out caller', async () => {
    const course = await freshCourse();
    const ratings = ratingsClient((await eligibleLearner(course)).jar);
    for (const stars of [0, 6, 4.5, '5'])
      expect(await ratings.rate(course._id, { stars })).toMatchObject({
        status: 400,
        body: { msg: 'Choose from 1 to 5 stars.' },
      });
    expect(await ratings.rate(course._id, { stars: 4, review: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { msg: 'A review has at most 2000 characters.' },
    });
    expect((await ratings.rate('no-such-course', { stars: 4 })).status).toBe(404);
    expect((await ratingsClient().rate(course._id, { stars: 4 })).status).toBe(401);
  });
});

describe('one rating per learner', () => {
  it('replaces the first rating, keeps its date, and shows in every course answer', async () => {
    const course = await freshCourse();
    const learner = await eligibleLearner(course);
    const ratings = ratingsClient(learner.jar);
    const first = await ratings.rate(course._id, { stars: 4, review: 'Good start.' });
    expect(first).toMatchObject({
      status: 200,
      body: { rating: { average: 4, count: 1 }, mine: { stars: 4, review: 'Good start.' } },
    });
    const second = await ratings.rate(course._id, { stars: 2 });
    expect(second.body).toMatchObject({
      rating: { average: 2, count: 1 },
      mine: { stars: 2, review: '', createdAt: first.body.mine.createdAt },
    });
    const learning = learningClient(learner.jar);
    expect((await learning.detail(course._id)).body.rating).toEqual({ average: 2, count: 1 });
    const play = (await learning.play(course._id)).body as unknown as Record<string, unknown>;
    expect(play).toMatchObject({
      response: { rating: { average: 2, count: 1 } },
      myRating: { stars: 2, review: '' },
      ratingPrompt: 'answered',
    });
    const entry = (await learning.dashboard()).body.courseEnrolled.find((e) => e.courseId._id === course._id);
    expect(entry?.courseId.rating).toEqual({ average: 2, count: 1 });
  });

  it('takes a rating back; the prompt stays answered, and a dismissed prompt never asks again', async () => {
    const course = await freshCourse();
    const rater = ratingsClient((await eligibleLearner(course)).jar);
    await rater.rate(course._id, { stars: 5, review: 'Loved it.' });
    expect(await rater.unrate(course._id)).toMatchObject({
      status: 200,
      body: { msg: 'Your rating was deleted.', rating: { average: null, count: 0 } },
    });
    expect((await rater.unrate(course._id)).status).toBe(404);
    expect((await rater.reviews(course._id)).body.items).toEqual([]);
    const replay = (await learningClient(rater.jar).play(course._id)).body as unknown as Record<
      string,
      unknown
    >;
    expect(replay).toMatchObject({ myRating: null, ratingPrompt: 'answered' });

    const other = await eligibleLearner(course);
    const learning = learningClient(other.jar);
    expect(((await learning.play(course._id)).body as unknown as Record<string, unknown>).ratingPrompt).toBe(
      'ask',
    );
    expect(await ratingsClient(other.jar).dismiss(course._id)).toMatchObject({
      status: 200,
      body: { ratingPrompt: 'dismissed' },
    });
    expect(((await learning.play(course._id)).body as unknown as Record<string, unknown>).ratingPrompt).toBe(
      'dismissed',
    );
  });
});

describe('exact totals under concurrency', () => {
  it('20 learners rating, then changing and deleting at once, each twice, end exact', async () => {
    const course = await freshCourse();
    const crowd: TestLearner[] = [];
    // In groups, so the local mail store and the shared machine are not flooded at once.
    for (let i = 0; i < 20; i += 10)
      crowd.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => eligibleLearner(course, 'Many Stars')))),
      );
    const clients = crowd.map((learner) => ratingsClient(learner.jar));
    const starsOf = (i: number) => (i % 5) + 1;

    const rated = await Promise.all(
      clients.flatMap((c, i) => [0, 1].map(() => untilDone(() => c.rate(course._id, { stars: starsOf(i) })))),
    );
    expect(rated.map((a) => a.status)).toEqual(Array(40).fill(200));
    expect((await learningClient().detail(course._id)).body.rating).toEqual({ average: 3, count: 20 });

    // At once: the first 8 delete their rating, the next 6 change theirs to 5 stars, the last 6 send theirs again.
    const status = (answer: Promise<{ status: number }>) => answer.then((a) => a.status);
    const changed = await Promise.all(
      clients.map((c, i) =>
        Promise.all(
          [0, 1].map(() =>
            i < 8
              ? status(untilDone(() => c.unrate(course._id)))
              : status(untilDone(() => c.rate(course._id, { stars: i < 14 ? 5 : starsOf(i) }))),
          ),
        ),
      ),
    );
    // Of a learner's two deletions one deletes and the other finds nothing left.
    for (const [i, statuses] of changed.entries())
      expect(statuses.sort()).toEqual(i < 8 ? [200, 404] : [200, 200]);
    const kept = [...Array(6).fill(5), ...[14, 15, 16, 17, 18, 19].map(starsOf)];
    const sum = kept.reduce((a, b) => a + b, 0);
    const page = (await ratingsClient().reviews(course._id)).body;
    expect(page.count).toBe(12);
    expect(page.average).toBe(Math.round((sum / 12) * 10) / 10);
    const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as Record<string, number>;
    for (const stars of kept) histogram[String(stars)]!++;
    expect(page.histogram).toEqual(histogram);
  }, 300_000);
});

it('takes 30 ratings an hour from one learner, then 429 with retryAt', async () => {
  const { limit } = RATE_LIMITS.ratingsPerLearner;
  const course = await freshCourse();
  const ratings = ratingsClient((await eligibleLearner(course)).jar);
  // Date alone is frozen inside one hour, so every rating falls in one window.
  jest.useFakeTimers({
    doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
  });
  try {
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    jest.setSystemTime(hour + 1000);
    for (let n = 1; n <= limit; n++)
      expect((await ratings.rate(course._id, { stars: (n % 5) + 1 })).status).toBe(200);
    expect(await ratings.rate(course._id, { stars: 1, review: 'One more.' })).toMatchObject({
      status: 429,
      body: { retryAt: new Date(hour + 3_600_000).toISOString(), msg: expect.stringContaining('30 times') },
      headers: { 'retry-after': '3599' },
    });
    // The refused rating changed nothing.
    expect((await ratings.reviews(course._id)).body).toMatchObject({ count: 1, items: [] });
  } finally {
    jest.useRealTimers();
  }
}, 60_000);

describe('the review list', () => {
  it('lists only ratings with text, 20 a page, newest or most helpful first', async () => {
    const course = await freshCourse();
    await seedRatings(course._id, [
      ...Array.from({ length: 21 }, (_, i) => ({
        stars: 4,
        review: `Review ${i}`,
        helpful: i === 3 ? 5 : 0,
      })),
      { stars: 1, review: '' },
      { stars: 2, review: '' },
    ]);
    const visitor = ratingsClient();
    const newest = await visitor.reviews(course._id, { sort: 'newest' });
    expect(newest.body).toMatchObject({ count: 23, average: 3.8 });
    expect(newest.body.items).toHaveLength(20);
    expect(newest.body.items[0]).toEqual({
      _id: expect.any(String),
      author: 'Seeded 20',
      stars: 4,
      review: 'Review 20',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      helpful: 0,
      mine: false,
      myHelpful: 0,
    });
    const rest = await visitor.reviews(course._id, { sort: 'newest', cursor: newest.body.next! });
    expect(rest.body.items.map((r) => r.review)).toEqual(['Review 0']);
    expect(rest.body.next).toBeNull();
    const helpful = await visitor.reviews(course._id);
    expect(helpful.body.items[0]?.review).toBe('Review 3');
    expect((await visitor.reviews(course._id, { sort: 'best' })).status).toBe(400);
    expect((await visitor.reviews(course._id, { sort: 'helpful', cursor: newest.body.next! })).status).toBe(
      400,
    );
  });
});

describe('helpful marks, reports and moderation', () => {
  let course: Course;
  let author: TestLearner;
  let reader: TestLearner;
  let reviewId: string;

  beforeAll(async () => {
    course = await freshCourse();
    author = await eligibleLearner(course, 'Review Author');
    reader = await loggedInLearner('Review Reader');
    await ratingsClient(author.jar).rate(course._id, { stars: 5, review: 'Best course on the topic.' });
    reviewId = (await ratingsClient().reviews(course._id)).body.items[0]!._id;
  }, 60_000);

  it('counts a helpful mark once, refuses the author, and takes the mark back', async () => {
    const readerRatings = ratingsClient(reader.jar);
    expect(await ratingsClient(author.jar).helpful(reviewId, 1)).toMatchObject({
      status: 403,
      body: { msg: 'You cannot vote for your own review.' },
    });
    expect((await readerRatings.helpful(reviewId, 1)).body).toEqual({ helpful: 1, myHelpful: 1 });
    expect((await readerRatings.helpful(reviewId, 1)).body).toEqual({ helpful: 1, myHelpful: 1 });
    expect((await readerRatings.reviews(course._id)).body.items[0]).toMatchObject({
      helpful: 1,
      myHelpful: 1,
    });
    expect((await ratingsClient(author.jar).reviews(course._id)).body.items[0]).toMatchObject({ mine: true });
    expect((await readerRatings.helpful(reviewId, 0)).body).toEqual({ helpful: 0, myHelpful: 0 });
    expect((await readerRatings.helpful(reviewId, 2)).status).toBe(400);
    expect((await readerRatings.helpful('no-such-review', 1)).status).toBe(404);
  });

  it('puts a report in the moderation queue once; an admin deletes the review and the totals drop', async () => {
    const readerRatings = ratingsClient(reader.jar);
    expect(await ratingsClient(author.jar).report(reviewId, 'Spam')).toMatchObject({ status: 403 });
    expect((await readerRatings.report(reviewId, 'It is an advert.')).status).toBe(201);
    expect((await readerRatings.report(reviewId, 'It is an advert.')).status).toBe(200);
    const admin = await loggedInAdmin();
    const queue = await admin.jar.call<ChatReports>(chatReports, { path: '/api/chat/reports' });
    const entry = queue.body.reviews?.find((r) => r.review._id === reviewId);
    expect(entry).toMatchObject({
      review: { courseId: course._id, review: 'Best course on the topic.', author: 'Review Author' },
      reports: [{ reporter: 'Review Reader', reason: 'It is an advert.' }],
    });

    expect((await ratingsClient(reader.jar).remove(reviewId)).status).toBe(403);
    expect(await ratingsClient(admin.jar).remove(reviewId)).toMatchObject({
      status: 200,
      body: { msg: 'The review was deleted.' },
    });
    expect((await learningClient().detail(course._id)).body.rating).toEqual({ average: null, count: 0 });
    expect((await ratingsClient(admin.jar).remove(reviewId)).status).toBe(404);
    const after = await admin.jar.call<ChatReports>(chatReports, { path: '/api/chat/reports' });
    expect(after.body.reviews?.some((r) => r.review._id === reviewId)).toBe(false);
  }, 60_000);
});

it('lets an admin dismiss the reports on a review, which stays listed', async () => {
  const course = await freshCourse();
  const author = await eligibleLearner(course, 'Kept Author');
  await ratingsClient(author.jar).rate(course._id, { stars: 4, review: 'Clear and calm.' });
  const reviewId = (await ratingsClient().reviews(course._id)).body.items[0]!._id;
  const reader = await loggedInLearner('Kept Reader');
  expect((await ratingsClient(reader.jar).report(reviewId, 'I disagree.')).status).toBe(201);

  expect((await ratingsClient(reader.jar).dismissReports(reviewId)).status).toBe(403);
  const admin = await loggedInAdmin();
  expect(await ratingsClient(admin.jar).dismissReports(reviewId)).toMatchObject({
    status: 200,
    body: { msg: 'The reports on this review were dismissed.' },
  });
  const queue = await admin.jar.call<ChatReports>(chatReports, { path: '/api/chat/reports' });
  expect(queue.body.reviews?.some((r) => r.review._id === reviewId)).toBe(false);
  expect((await ratingsClient().reviews(course._id)).body.items.map((r) => r._id)).toEqual([reviewId]);
  expect(await ratingsClient(admin.jar).dismissReports(reviewId)).toMatchObject({
    status: 404,
    body: { msg: 'There are no open reports on this review.' },
  });
}, 60_000);

it('answers the reviews of an unknown course with 404, to anyone', async () => {
  expect((await ratingsClient(new CookieJar()).reviews('no-such-course')).status).toBe(404);
});
