import { randomBytes } from 'node:crypto';
import { CERTIFICATE_NOT_FOUND } from '../../shared/certificates';
import type { Course } from '../../shared/types';
import { certificateClient } from '../../test/support/certificate-client';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { type LearningClient, learningClient, userIdOf } from '../../test/support/learning-client';
import { tableOfItsOwn } from '../../test/support/own-table';
import { countRoundTrips } from '../../test/support/round-trips';
import { allItems } from '../../test/support/table-items';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { issueCertificate } from '../data/certificates';

/** Certificate items naming this learner (a test-only Scan: the product never needs one). */
const certificatesNaming = async (learnerName: string) =>
  (await allItems()).filter((item) => item.type === 'certificate' && item.learnerName === learnerName);

// A Scan reads the table a megabyte at a time: on the run's shared table a learner's certificate
// could sit past the first page, and "nothing stored" would pass whatever was stored.
tableOfItsOwn();

describe('completion certificates', () => {
  let course: Course;
  let person: TestLearner;
  let learner: LearningClient;
  let certificates: ReturnType<typeof certificateClient>;
  const tick = (n: number, done = true) =>
    learner.complete({ courseId: course._id, lessonId: `lesson-${n}`, done });
  const finishCourse = async () => {
    for (const n of [1, 2, 3]) await tick(n);
  };

  beforeEach(async () => {
    course = await freshCourse({ creator: 'Professor Ada' });
    // A name of its own, to find exactly this learner's certificates.
    person = await loggedInLearner(`Cert ${randomBytes(4).toString('hex')}`);
    learner = learningClient(person.jar);
    certificates = certificateClient(person.jar);
    await learner.enroll(course._id);
  });

  it('is refused while a lesson is not complete, and nothing is stored', async () => {
    await tick(1);
    await tick(3);
    const answer = await certificates.claim(course._id);
    expect(answer).toMatchObject({
      status: 403,
      body: { msg: 'Complete every lesson to claim the certificate: 2 of 3 done.' },
    });
    expect(await certificatesNaming(person.name)).toEqual([]);
    expect((await learner.play(course._id)).body).not.toHaveProperty('certificateId');
  });

  it('is refused by the write itself when a lesson was unticked after the check', async () => {
    await tick(1);
    await tick(2);
    const issued = await issueCertificate(userIdOf(person.jar), {
      _id: `race-${randomBytes(6).toString('hex')}`,
      learnerName: person.name,
      courseId: course._id,
      courseName: course.name,
      creator: course.creator,
      lessonCount: 3,
      issuedAt: new Date().toISOString(),
    });
    expect(issued).toEqual({ ok: false, refused: 'not-eligible' });
    expect(await certificatesNaming(person.name)).toEqual([]);
  });

  it('is refused to a learner who has not enrolled, and nothing is stored', async () => {
    const stranger = await loggedInLearner(`Cert ${randomBytes(4).toString('hex')}`);
    const answer = await certificateClient(stranger.jar).claim(course._id);
    expect(answer).toMatchObject({ status: 403, body: { msg: 'Enrol in this course first.' } });
    expect(await certificatesNaming(stranger.name)).toEqual([]);
  });

  it('is issued once every lesson is complete, with an unguessable id the player and dashboard know', async () => {
    await finishCourse();
    const claimed = await certificates.claim(course._id);
    expect(claimed.status).toBe(201);
    expect(claimed.body._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await learner.play(course._id)).body).toMatchObject({ certificateId: claimed.body._id });
    expect((await learner.dashboard()).body.courseEnrolled[0]).toMatchObject({
      certificateId: claimed.body._id,
    });
  });

  it('shows to anyone the name, course, creator, lesson count and date, and no e-mail or account id', async () => {
    await finishCourse();
    const { _id } = (await certificates.claim(course._id)).body;
    const answer = await certificateClient().show(_id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id,
      learnerName: person.name,
      courseId: course._id,
      courseName: course.name,
      creator: 'Professor Ada',
      lessonCount: 3,
      issuedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain('@');
    expect(text).not.toContain(userIdOf(person.jar));
    const [stored] = await certificatesNaming(person.name);
    expect(JSON.stringify(stored)).not.toContain(person.email);
    expect(JSON.stringify(stored)).not.toContain(userIdOf(person.jar));
  });

  it('answers the same certificate when claimed again, even many times at once', async () => {
    await finishCourse();
    const first = await certificates.claim(course._id);
    const again = await Promise.all(Array.from({ length: 5 }, () => certificates.claim(course._id)));
    expect(again.map((a) => [a.status, a.body._id])).toEqual(Array(5).fill([200, first.body._id]));
    expect(await certificatesNaming(person.name)).toHaveLength(1);
  });

  it('issues exactly one certificate when the first claims race each other', async () => {
    await finishCourse();
    const claims = await Promise.all(Array.from({ length: 4 }, () => certificates.claim(course._id)));
    expect(new Set(claims.map((c) => c.body._id)).size).toBe(1);
    expect(claims.filter((c) => c.status === 201)).toHaveLength(1);
    expect(await certificatesNaming(person.name)).toHaveLength(1);
  });

  it('stays valid when a lesson is ticked back to not done', async () => {
    await finishCourse();
    const { _id } = (await certificates.claim(course._id)).body;
    expect((await tick(2, false)).body).toEqual([1, 3]);
    expect((await certificateClient().show(_id)).status).toBe(200);
    expect(await certificates.claim(course._id)).toMatchObject({ status: 200, body: { _id } });
  });

  it('answers 404 with a message for an unknown or malformed id', async () => {
    const visitor = certificateClient();
    expect(await visitor.show('AAAAAAAAAAAAAAAAAAAAAA')).toMatchObject({
      status: 404,
      body: { msg: CERTIFICATE_NOT_FOUND },
    });
    expect((await visitor.show('not a real id')).status).toBe(404);
  });

  it.each([
    ['no course id', undefined, 400],
    ['a number as course id', 7, 400],
    ['an unknown course', 'no-such-course', 404],
  ])('answers a claim with %s with a 4xx message', async (_name, courseId, status) => {
    const answer = await certificates.claim(courseId);
    expect(answer.status).toBe(status);
    expect(typeof answer.body.msg).toBe('string');
  });

  it('refuses a logged-out claim with 401', async () => {
    expect((await certificateClient(new CookieJar()).claim(course._id)).status).toBe(401);
  });

  it('is shown with one GetItem, never a Scan', async () => {
    await finishCourse();
    const { _id } = (await certificates.claim(course._id)).body;
    const { result, commands } = await countRoundTrips(() => certificateClient().show(_id));
    expect(result.status).toBe(200);
    expect(commands).toEqual(['GetItemCommand']);
  });
});
