/**
 * Double clicks, several tabs and many learners at once: the same call raced from many clients must
 * end in exact state (one enrolment, each lesson completed once, a like counted once), whatever
 * order the calls land in. Like counts across many learners are in functions/learning/likes.test.ts.
 */

import { ALREADY_ENROLLED_MSG, ENROLLED_MSG } from '../../functions/learning/enrolment';
import { db } from '../../functions/lib/aws';
import { UpdateCommand } from '../../functions/lib/dynamodb';
import type { Course, Lesson } from '../../shared/types';
import { freshCourse } from '../support/courses';
import { type LearningClient, learningClient, userIdOf } from '../support/learning-client';
import { getItem, partitionItems } from '../support/table-items';
import { loggedInLearner } from '../support/users';

// Thirty learners sign up through the real handlers (bcrypt included) before the race itself: on
// a machine whose cores are shared that alone can take a minute. A budget, not a speed claim.
jest.setTimeout(120_000);

const times = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));

async function learner(name = 'Racing Learner'): Promise<LearningClient> {
  return learningClient((await loggedInLearner(name)).jar);
}

/** The learner's stored relation items for `courseId` (there must only ever be one). */
async function relationsOf(client: LearningClient, courseId: string) {
  const items = await partitionItems(`USER#${userIdOf(client.jar)}`);
  return items.filter((item) => item.sk === `COURSE#${courseId}`);
}

const tenLessons: Lesson[] = times(10, (i) => ({
  _id: `lesson-${i + 1}`,
  lesson: i + 1,
  link: 'dQw4w9WgXcQ',
  lessonName: `Lesson ${i + 1}`,
}));

describe('enrolment raced', () => {
  it('20 parallel enrolments of one learner make one enrolment, announced once, listed once', async () => {
    const [course, client] = await Promise.all([freshCourse(), learner()]);

    const answers = await Promise.all(times(20, () => client.enroll(course._id)));
    expect(answers.map((a) => a.status)).toEqual(times(20, () => 200));
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((msg) => msg === ENROLLED_MSG)).toHaveLength(1);
    expect(messages.filter((msg) => msg === ALREADY_ENROLLED_MSG)).toHaveLength(19);

    const dashboard = await client.dashboard();
    expect(dashboard.body.courseEnrolled.map((entry) => entry.courseId._id)).toEqual([course._id]);
    const [relation, ...others] = await relationsOf(client, course._id);
    expect(others).toEqual([]);

    // Enrolling again, in parallel, keeps the first enrolment's date.
    await Promise.all(times(10, () => client.enroll(course._id)));
    const [after] = await relationsOf(client, course._id);
    expect(after?.enrolledAt).toBe(relation?.enrolledAt);
  });

  it('30 learners enrolling at once, each from two tabs, are each enrolled exactly once', async () => {
    const course = await freshCourse();
    const crowd = await Promise.all(times(30, () => learner('Crowd Learner')));

    const answers = await Promise.all(
      crowd.flatMap((client) => [client.enroll(course._id), client.enroll(course._id)]),
    );
    expect(answers.map((a) => a.status)).toEqual(times(60, () => 200));

    const dashboards = await Promise.all(crowd.map((client) => client.dashboard()));
    for (const dashboard of dashboards) {
      expect(dashboard.body.courseEnrolled.map((entry) => entry.courseId._id)).toEqual([course._id]);
    }
    // Each learner heard "Enrolled successfully!" from exactly one of their two tabs.
    for (let i = 0; i < crowd.length; i++) {
      const mine = [answers[2 * i]!, answers[2 * i + 1]!].map((a) => a.body.msg).sort();
      expect(mine).toEqual([ALREADY_ENROLLED_MSG, ENROLLED_MSG].sort());
    }
  });
});

describe('lesson completion raced', () => {
  let course: Course;

  beforeAll(async () => {
    course = await freshCourse({ lessons: tenLessons, lessonCount: tenLessons.length });
  });

  async function enrolledLearner(): Promise<LearningClient> {
    const client = await learner();
    expect((await client.enroll(course._id)).status).toBe(200);
    return client;
  }

  const tick = (client: LearningClient, lesson: number, done: boolean) =>
    client.complete({ courseId: course._id, lessonId: `lesson-${lesson}`, done });

  async function completedOf(client: LearningClient): Promise<number[]> {
    const answer = await client.completed(course._id);
    expect(answer.status).toBe(200);
    return answer.body;
  }

  it('ten different lessons ticked at once are all completed', async () => {
    const client = await enrolledLearner();
    const answers = await Promise.all(times(10, (i) => tick(client, i + 1, true)));
    expect(answers.map((a) => a.status)).toEqual(times(10, () => 200));
    expect(await completedOf(client)).toEqual(times(10, (i) => i + 1));
    const dashboard = await client.dashboard();
    expect(dashboard.body.courseEnrolled[0]?.completed).toEqual(times(10, (i) => i + 1));
  });

  it('the same lesson set done from ten tabs at once stays completed, once', async () => {
    const client = await enrolledLearner();
    // Already ticked: a toggle instead of a set would untick it from some of the tabs.
    expect((await tick(client, 4, true)).body).toEqual([4]);

    const answers = await Promise.all(times(10, () => tick(client, 4, true)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: [4] });
    expect(await completedOf(client)).toEqual([4]);
    const [relation] = await relationsOf(client, course._id);
    expect(relation?.completed).toEqual(new Set([4]));
  });

  it('ticking and unticking different lessons at once ends in exactly the expected set', async () => {
    const client = await enrolledLearner();
    await Promise.all([1, 2, 3, 4, 5].map((lesson) => tick(client, lesson, true)));
    expect(await completedOf(client)).toEqual([1, 2, 3, 4, 5]);

    const answers = await Promise.all([
      ...[6, 7, 8, 9, 10].map((lesson) => tick(client, lesson, true)),
      ...[1, 2, 3].map((lesson) => tick(client, lesson, false)),
      // Another tab ticking the same lesson, and a lesson that is ticked already, change nothing.
      tick(client, 9, true),
      tick(client, 5, true),
    ]);
    expect(answers.map((a) => a.status)).toEqual(times(10, () => 200));
    expect(await completedOf(client)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('likes raced by one learner', () => {
  it('20 likes at once count once, and 20 unlikes at once bring it back to zero', async () => {
    const [course, client] = await Promise.all([freshCourse(), learner()]);
    expect((await client.enroll(course._id)).status).toBe(200);

    const likes = await Promise.all(times(20, () => client.love(course._id)));
    for (const answer of likes) expect(answer).toMatchObject({ status: 200, body: { love: 1 } });
    expect((await client.detail(course._id)).body.love).toBe(1);
    expect((await client.dashboard()).body.courseLoved).toEqual([course._id]);

    const unlikes = await Promise.all(times(20, () => client.unlove(course._id)));
    for (const answer of unlikes) expect(answer).toMatchObject({ status: 200, body: { love: 0 } });
    expect((await client.detail(course._id)).body.love).toBe(0);
    expect((await client.dashboard()).body.courseLoved).toEqual([]);
  });

  it('likes and unlikes mixed at once, round after round, leave the count matching the learner’s heart', async () => {
    const [course, client] = await Promise.all([freshCourse(), learner()]);
    expect((await client.enroll(course._id)).status).toBe(200);

    for (let round = 0; round < 12; round++) {
      const answers = await Promise.all(
        times(20, (i) => (i % 5 === 4 ? client.love(course._id) : client.unlove(course._id))),
      );
      expect(answers.map((a) => a.status)).toEqual(times(20, () => 200));

      const loved = (await client.dashboard()).body.courseLoved.includes(course._id);
      const stored = await getItem(`COURSE#${course._id}`, 'COURSE');
      expect({ round, love: stored?.love }).toEqual({ round, love: loved ? 1 : 0 });
    }
  });

  it('unliking still clears the heart when the count was set to zero by hand', async () => {
    const [course, client] = await Promise.all([freshCourse(), learner()]);
    expect((await client.enroll(course._id)).status).toBe(200);
    expect((await client.love(course._id)).body).toEqual({ love: 1 });
    // An operator's repair of the count, out of step with the learner's flag.
    await db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `COURSE#${course._id}`, sk: 'COURSE' },
        UpdateExpression: 'SET love = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );

    expect(await client.unlove(course._id)).toMatchObject({ status: 200, body: { love: 0 } });
    expect((await client.dashboard()).body.courseLoved).toEqual([]);
    expect((await getItem(`COURSE#${course._id}`, 'COURSE'))?.love).toBe(0);
  });
});
