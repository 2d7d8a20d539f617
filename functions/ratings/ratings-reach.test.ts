/**
 * Where ratings reach beyond their routes: the catalogue's `rating` order (the Bayesian prior, fed by
 * the index's check for changes), the account export and the account's deletion.
 */
import { randomBytes } from 'node:crypto';
import { DELETED_LEARNER } from '../../shared/account';
import { RATING_PRIOR } from '../../shared/ratings';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { itemsHolding } from '../../test/support/account-traces';
import { freshCourse } from '../../test/support/courses';
import { learningClient, userIdOf } from '../../test/support/learning-client';
import { ratingsClient } from '../../test/support/ratings-client';
import { seedRatings } from '../../test/support/seed-ratings';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { CHECK_EVERY_MS, catalogueStorage, LiveCatalogue } from '../catalogue/live-catalogue';

async function eligibleLearner(course: Course, name: string): Promise<TestLearner> {
  const learner = await loggedInLearner(name);
  const learning = learningClient(learner.jar);
  await learning.enroll(course._id);
  await learning.complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
  return learner;
}

describe('sort=rating', () => {
  it('ranks by the Bayesian average, so one 5-star vote does not top many good ones; unrated last', async () => {
    let now = 1_000_000;
    const live = new LiveCatalogue(catalogueStorage, () => now);
    const word = `rank${randomBytes(4).toString('hex')}`;
    const named = (label: string) => freshCourse({ name: `${word} ${label}` });
    const [single, many, two, unrated, low] = [
      await named('single'),
      await named('many'),
      await named('two'),
      await named('unrated'),
      await named('low'),
    ];
    await live.current();
    await seedRatings(single._id, [{ stars: 5 }]);
    await seedRatings(many._id, [{ stars: 5 }, { stars: 5 }, { stars: 5 }, { stars: 5 }, { stars: 4 }]);
    await seedRatings(two._id, [{ stars: 4 }, { stars: 4 }]);
    await seedRatings(low._id, [{ stars: 1 }]);
    // The index follows ratings at its next check.
    now += CHECK_EVERY_MS;
    await live.current();
    await live.settled();

    const query = { q: word, sort: 'rating' as const, limit: 48 };
    const page = (await live.current()).query(query);
    // (sum + 5 × 3.5) / (count + 5): many 4.15, single 3.75, two 3.64, low 3.08; unrated after them.
    expect(RATING_PRIOR).toEqual({ count: 5, stars: 3.5 });
    expect(page.items.map((c) => c._id)).toEqual([many._id, single._id, two._id, low._id, unrated._id]);
    expect(page.items[0]?.rating).toEqual({ average: 4.8, count: 5 });
    expect(page.items[4]?.rating).toEqual({ average: null, count: 0 });

    // Paging by cursor walks the same order.
    const first = (await live.current()).query({ ...query, limit: 2 });
    const second = (await live.current()).query({ ...query, limit: 3, cursor: first.next! });
    expect([...first.items, ...second.items].map((c) => c._id)).toEqual(page.items.map((c) => c._id));
  });
});

describe('the account', () => {
  it('exports the learner’s ratings, and deleting the account takes them out of the counts and the reviews', async () => {
    const course = await freshCourse();
    const leaving = await eligibleLearner(course, 'Leaving Learner');
    const staying = await eligibleLearner(course, 'Staying Learner');
    await ratingsClient(leaving.jar).rate(course._id, { stars: 1, review: 'Not for me.' });
    await ratingsClient(staying.jar).rate(course._id, { stars: 5, review: 'Excellent.' });
    const reviewId = (await ratingsClient().reviews(course._id, { sort: 'newest' })).body.items.find(
      (r) => r.author === 'Leaving Learner',
    )!._id;
    await ratingsClient(staying.jar).helpful(reviewId, 1);
    await ratingsClient(staying.jar).report(reviewId, 'Unhelpful.');
    // What the leaving learner did to another's review: a helpful mark and a report.
    const othersId = (await ratingsClient().reviews(course._id, { sort: 'newest' })).body.items.find(
      (r) => r.author === 'Staying Learner',
    )!._id;
    await ratingsClient(leaving.jar).helpful(othersId, 1);
    expect((await ratingsClient(leaving.jar).report(othersId, 'Too short.')).status).toBe(201);
    const leavingId = userIdOf(leaving.jar);

    const exported = (await accountClient(leaving.jar).exportData()).body;
    expect(exported.ratings).toEqual([
      {
        _id: reviewId,
        courseId: course._id,
        courseName: course.name,
        stars: 1,
        review: 'Not for me.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        helpful: 1,
      },
    ]);
    expect((await learningClient().detail(course._id)).body.rating).toEqual({ average: 3, count: 2 });

    expect((await accountClient(leaving.jar).deleteAccount(leaving.password)).status).toBe(200);

    const after = (await ratingsClient().reviews(course._id)).body;
    expect(after).toMatchObject({ average: 5, count: 1, histogram: { '1': 0, '5': 1 } });
    expect(after.items.map((r) => r.author)).toEqual(['Staying Learner']);
    expect((await learningClient().detail(course._id)).body.rating).toEqual({ average: 5, count: 1 });
    expect((await ratingsClient(staying.jar).helpful(reviewId, 0)).status).toBe(404);
    // No item keeps the account's id or name; the mark it gave still counts, and its report stays.
    expect(await itemsHolding(leavingId)).toEqual([]);
    expect(await itemsHolding('Leaving Learner')).toEqual([]);
    expect(after.items[0]).toMatchObject({ _id: othersId, helpful: 1 });
    const [report] = await itemsHolding('Too short.');
    expect(report).toMatchObject({ reporter: DELETED_LEARNER, reviewId: othersId });
  }, 60_000);
});
