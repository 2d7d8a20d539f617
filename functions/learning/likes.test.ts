import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { loggedInLearner } from '../../test/support/users';

async function learners(count: number): Promise<LearningClient[]> {
  const out: LearningClient[] = [];
  // In groups, so the local mail store and the shared machine are not flooded at once.
  for (let i = 0; i < count; i += 10) {
    const group = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, () => loggedInLearner('Many Likes')),
    );
    out.push(...group.map((l) => learningClient(l.jar)));
  }
  return out;
}

describe('like counts under concurrency', () => {
  let course: Course;
  let crowd: LearningClient[];

  beforeAll(async () => {
    course = await freshCourse();
    crowd = await learners(50);
    await Promise.all(crowd.map((learner) => learner.enroll(course._id)));
  }, 120_000);

  it('50 learners liking at once, each twice, then half unliking twice, ends at exactly 25', async () => {
    const likes = await Promise.all(
      crowd.flatMap((learner) => [learner.love(course._id), learner.love(course._id)]),
    );
    expect(likes.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect((await crowd[0]!.detail(course._id)).body.love).toBe(50);

    const leaving = crowd.slice(0, 25);
    const unlikes = await Promise.all(
      leaving.flatMap((learner) => [learner.unlove(course._id), learner.unlove(course._id)]),
    );
    expect(unlikes.map((a) => a.status)).toEqual(Array(50).fill(200));

    expect((await crowd[0]!.detail(course._id)).body.love).toBe(25);
    const stillLoved = await Promise.all(crowd.map((learner) => learner.dashboard()));
    const lovers = stillLoved.filter((d) => d.body.courseLoved.includes(course._id));
    expect(lovers).toHaveLength(25);
    expect((await crowd[49]!.play(course._id)).body.response.love).toBe(25);
  }, 120_000);
});
