import { POSITION_MAX } from '../../shared/learning';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { type LearningClient, learningClient, userIdOf } from '../../test/support/learning-client';
import { resumeClient } from '../../test/support/resume-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner, secondBrowser, type TestLearner } from '../../test/support/users';
import { keys } from '../data/keys';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { GetCommand, UpdateCommand } from '../lib/dynamodb';

/** The stored learner–course item, read directly, to prove what a refused call did not write. */
async function relationItem(jar: CookieJar, courseId: string) {
  const out = await db.send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.userCourse(userIdOf(jar), courseId),
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

describe('the resume point of a course', () => {
  let course: Course;
  let person: TestLearner;
  let learner: LearningClient;
  let resume: ReturnType<typeof resumeClient>;
  const at = (lessonId: string, position: unknown) => ({ courseId: course._id, lessonId, position });

  beforeEach(async () => {
    course = await freshCourse();
    person = await loggedInLearner('Resuming Rita');
    learner = learningClient(person.jar);
    resume = resumeClient(person.jar);
  });

  it('is stored for an enrolled learner and returned by the player, on another device too', async () => {
    await learner.enroll(course._id);
    const saved = await resume.savePosition(at('lesson-2', 95.4));
    expect(saved).toMatchObject({ status: 200, body: { msg: 'Position saved.' } });

    const elsewhere = learningClient(await secondBrowser(person, '10.200.0.1'));
    const play = await elsewhere.play(course._id);
    expect(play.status).toBe(200);
    expect(play.body).toMatchObject({ lastLessonId: 'lesson-2', position: 95.4 });
  });

  it('is absent from the player until something was watched', async () => {
    await learner.enroll(course._id);
    const play = await learner.play(course._id);
    expect(play.body).not.toHaveProperty('lastLessonId');
    expect(play.body).not.toHaveProperty('position');
  });

  it('keeps the latest save: a later lesson and second replace the earlier ones', async () => {
    await learner.enroll(course._id);
    await resume.savePosition(at('lesson-1', 300));
    await resume.savePosition(at('lesson-3', 12));
    expect((await learner.play(course._id)).body).toMatchObject({ lastLessonId: 'lesson-3', position: 12 });
  });

  it('accepts the bounds 0 and one day', async () => {
    await learner.enroll(course._id);
    expect((await resume.savePosition(at('lesson-1', 0))).status).toBe(200);
    expect((await resume.savePosition(at('lesson-1', POSITION_MAX))).status).toBe(200);
    expect((await learner.play(course._id)).body).toMatchObject({ position: POSITION_MAX });
  });

  it('is refused with 403 for a course the learner has not enrolled in, and nothing is stored', async () => {
    const answer = await resume.savePosition(at('lesson-1', 30));
    expect(answer).toMatchObject({ status: 403, body: { msg: 'Enrol in this course first.' } });
    expect(await relationItem(person.jar, course._id)).toBeUndefined();
  });

  const anyMsg = expect.any(String);
  it.each([
    ['an unknown lesson', () => at('lesson-99', 10), 404, 'Lesson not found.'],
    [
      'an unknown course',
      () => ({ courseId: 'no-such-course', lessonId: 'lesson-1', position: 10 }),
      404,
      'Course not found.',
    ],
    ['a negative position', () => at('lesson-1', -1), 400, anyMsg],
    ['a position over a day', () => at('lesson-1', POSITION_MAX + 1), 400, anyMsg],
    ['a position as text', () => at('lesson-1', '95'), 400, anyMsg],
    ['no position', () => at('lesson-1', undefined), 400, anyMsg],
    ['no lesson', () => ({ courseId: course._id, position: 3 }), 400, anyMsg],
  ])('answers %s with a 4xx message and leaves the saved point alone', async (_name, body, status, msg) => {
    await learner.enroll(course._id);
    await resume.savePosition(at('lesson-2', 42));
    const before = await relationItem(person.jar, course._id);
    const answer = await resume.savePosition(body());
    expect(answer.status).toBe(status);
    expect(answer.body.msg).toEqual(msg);
    expect(await relationItem(person.jar, course._id)).toEqual(before);
  });

  it("changes only the caller's own resume point", async () => {
    const other = await loggedInLearner('Other Omar');
    await Promise.all([learner.enroll(course._id), learningClient(other.jar).enroll(course._id)]);
    await resume.savePosition(at('lesson-1', 61));
    await resumeClient(other.jar).savePosition(at('lesson-3', 5));
    expect((await learner.play(course._id)).body).toMatchObject({ lastLessonId: 'lesson-1', position: 61 });
  });

  it('puts the course watched last first on the dashboard, with the lesson name and the second', async () => {
    const older = await freshCourse();
    await learner.enroll(course._id);
    await learner.enroll(older._id);
    await resume.savePosition(at('lesson-2', 125));
    const dashboard = await learner.dashboard();
    expect(dashboard.body.courseEnrolled.map((e) => e.courseId._id)).toEqual([course._id, older._id]);
    expect(dashboard.body.courseEnrolled[0]).toMatchObject({
      lastLessonId: 'lesson-2',
      lastLessonName: 'Lesson 2',
      position: 125,
      updatedAt: expect.any(String),
    });
    expect(dashboard.body.courseEnrolled[1]).not.toHaveProperty('lastLessonId');

    await resumeClient(person.jar).savePosition({ courseId: older._id, lessonId: 'lesson-1', position: 3 });
    const after = await learner.dashboard();
    expect(after.body.courseEnrolled[0]?.courseId._id).toBe(older._id);
  });

  it('answers 401 to a logged-out visitor', async () => {
    const answer = await resumeClient(new CookieJar()).savePosition(at('lesson-1', 1));
    expect(answer.status).toBe(401);
  });

  it("reads the course's lessons once a minute, not for every save, and finds a lesson added meanwhile", async () => {
    await learner.enroll(course._id);
    /** The save's status and how often it read the course item. */
    const save = async (lessonId: string, position: number) => {
      const { result, commands, inputs } = await countRoundTrips(() =>
        resume.savePosition(at(lessonId, position)),
      );
      const courseKey = JSON.stringify(keys.course(course._id));
      const reads = commands.filter(
        (name, n) => name === 'GetItemCommand' && JSON.stringify(inputs[n]?.Key) === courseKey,
      ).length;
      return { status: result.status, reads };
    };
    expect(await save('lesson-1', 60)).toEqual({ status: 200, reads: 1 });
    expect(await save('lesson-1', 120)).toEqual({ status: 200, reads: 0 });
    expect(await save('lesson-2', 10)).toEqual({ status: 200, reads: 0 });

    // A lesson the copy does not have reads the course again: added a moment ago, it is found.
    const added = { _id: 'lesson-4', lesson: 4, link: 'dQw4w9WgXcQ', lessonName: 'Lesson 4' };
    await db.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.course(course._id),
        UpdateExpression: 'SET lessons = list_append(lessons, :added)',
        ExpressionAttributeValues: { ':added': [added] },
      }),
    );
    expect(await save('lesson-4', 5)).toEqual({ status: 200, reads: 1 });
    const unknown = await resume.savePosition(at('lesson-9', 5));
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'Lesson not found.' } });

    // A minute later the copy is read again, so a lesson taken out is refused within a minute.
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await save('lesson-1', 200)).toEqual({ status: 200, reads: 1 });
    } finally {
      jest.restoreAllMocks();
    }
  });
});
