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

/**
 * Thirty-two clicks at once on one course's count already make its transactions collide (and some
 * give up with 503): more learners would only repeat the same race.
 */
const CROWD = 16;
const HALF = CROWD / 2;

describe('like counts under concurrency', () => {
  let course: Course;
  let crowd: LearningClient[];

  beforeAll(async () => {
    course = await freshCourse();
    crowd = await learners(CROWD);
    await Promise.all(crowd.map((learner) => learner.enroll(course._id)));
  }, 300_000);

  it('16 learners liking at once, each twice, then half unliking twice, ends at exactly 8', async () => {
    const likes = await twiceEach(crowd, (learner) => learner.love(course._id));
    expect(likes).toEqual(Array(2 * CROWD).fill(200));
    expect((await crowd[0]!.detail(course._id)).body.love).toBe(CROWD);

    const leaving = crowd.slice(0, HALF);
    const unlikes = await twiceEach(leaving, (learner) => learner.unlove(course._id));
    expect(unlikes).toEqual(Array(2 * HALF).fill(200));

    expect((await crowd[0]!.detail(course._id)).body.love).toBe(HALF);
    const stillLoved = await Promise.all(crowd.map((learner) => learner.dashboard()));
    const lovers = stillLoved.filter((d) => d.body.courseLoved.includes(course._id));
    expect(lovers).toHaveLength(HALF);
    expect((await crowd[CROWD - 1]!.play(course._id)).body.response.love).toBe(HALF);
  }, 120_000);
});
