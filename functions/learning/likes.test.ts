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

/**
 * A burst this size on one course item makes transactions collide; on a busy machine some give up
 * with 503 ("try again") instead of waiting longer. A refused like changed nothing, so the learner
 * clicks again: the count must still end exact.
 */
async function clickUntilDone(click: () => Promise<{ status: number }>): Promise<number> {
  for (;;) {
    const { status } = await click();
    if (status !== 503) return status;
  }
}

/** Every learner clicks twice at once, as a double click does; the final statuses of all the clicks. */
const twiceEach = (
  learners: LearningClient[],
  click: (learner: LearningClient) => Promise<{ status: number }>,
) =>
  Promise.all(
    learners.flatMap((learner) => [
      clickUntilDone(() => click(learner)),
      clickUntilDone(() => click(learner)),
    ]),
  );

describe('like counts under concurrency', () => {
  let course: Course;
  let crowd: LearningClient[];

  beforeAll(async () => {
    course = await freshCourse();
    crowd = await learners(50);
    await Promise.all(crowd.map((learner) => learner.enroll(course._id)));
    // Fifty sign-ups through the real handlers, mail and DynamoDB Local: seconds when idle, minutes
    // when CI shares its cores.
  }, 300_000);

  it('50 learners liking at once, each twice, then half unliking twice, ends at exactly 25', async () => {
    const likes = await twiceEach(crowd, (learner) => learner.love(course._id));
    expect(likes).toEqual(Array(100).fill(200));
    expect((await crowd[0]!.detail(course._id)).body.love).toBe(50);

    const leaving = crowd.slice(0, 25);
    const unlikes = await twiceEach(leaving, (learner) => learner.unlove(course._id));
    expect(unlikes).toEqual(Array(50).fill(200));

    expect((await crowd[0]!.detail(course._id)).body.love).toBe(25);
    const stillLoved = await Promise.all(crowd.map((learner) => learner.dashboard()));
    const lovers = stillLoved.filter((d) => d.body.courseLoved.includes(course._id));
    expect(lovers).toHaveLength(25);
    expect((await crowd[49]!.play(course._id)).body.response.love).toBe(25);
  }, 120_000);
});
