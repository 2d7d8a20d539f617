import { randomBytes } from 'node:crypto';
import type { QuizSummary } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { certificateClient } from '../../test/support/certificate-client';
import { freshCourse } from '../../test/support/courses';
import type { CookieJar } from '../../test/support/events';
import { type LearningClient, learningClient, userIdOf } from '../../test/support/learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from '../../test/support/quiz-client';
import { loggedInLearner } from '../../test/support/users';
import { issueCertificate } from '../data/certificates';

describe('the certificate of a course with quizzes', () => {
  let course: Course;
  let quizzes: QuizSummary[];
  let learner: LearningClient;
  let taker: ReturnType<typeof quizClient>;
  let certificates: ReturnType<typeof certificateClient>;
  let jar: CookieJar;

  beforeEach(async () => {
    course = await freshCourse();
    quizzes = await withQuizzes(course, [sampleQuiz('Basics', 1), sampleQuiz('Harder', 3)]);
    ({ jar } = await loggedInLearner());
    learner = learningClient(jar);
    taker = quizClient(jar);
    certificates = certificateClient(jar);
    await learner.enroll(course._id);
  });

  const finishLessons = async () => {
    for (const n of [1, 2, 3])
      await learner.complete({ courseId: course._id, lessonId: `lesson-${n}`, done: true });
  };

  it('still asks for every lesson first', async () => {
    await taker.attempt(quizzes[0]!._id, sampleAnswers(4));
    await taker.attempt(quizzes[1]!._id, sampleAnswers(4));
    expect(await certificates.claim(course._id)).toMatchObject({
      status: 403,
      body: { msg: 'Complete every lesson to claim the certificate: 0 of 3 done.' },
    });
  });

  it('is refused until every quiz is passed, counting passes only', async () => {
    await finishLessons();
    expect(await certificates.claim(course._id)).toMatchObject({
      status: 403,
      body: { msg: 'Pass every quiz to claim the certificate: 0 of 2 passed.' },
    });
    await taker.attempt(quizzes[0]!._id, sampleAnswers(3));
    await taker.attempt(quizzes[1]!._id, sampleAnswers(2));
    expect(await certificates.claim(course._id)).toMatchObject({
      status: 403,
      body: { msg: 'Pass every quiz to claim the certificate: 1 of 2 passed.' },
    });
    expect((await learner.play(course._id)).body).not.toHaveProperty('certificateId');
  });

  it('is issued once every quiz is passed, with each quiz’s best score at that moment', async () => {
    await finishLessons();
    // Basics: passed at 75 %, then 100 %, then a failed attempt that does not lower the best.
    for (const right of [3, 4, 1]) await taker.attempt(quizzes[0]!._id, sampleAnswers(right));
    await taker.attempt(quizzes[1]!._id, sampleAnswers(3));
    const claimed = await certificates.claim(course._id);
    expect(claimed.status).toBe(201);
    const shown = await certificateClient().show(claimed.body._id);
    expect(shown.body).toMatchObject({
      courseId: course._id,
      lessonCount: 3,
      quizCount: 2,
      quizScores: [
        { title: 'Basics', percent: 100 },
        { title: 'Harder', percent: 75 },
      ],
    });
    // What it records stays: a later, better attempt changes the quiz's best, not the certificate.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 8 * 60 * 60 * 1000);
    await taker.attempt(quizzes[1]!._id, sampleAnswers(4));
    jest.restoreAllMocks();
    expect((await certificateClient().show(claimed.body._id)).body.quizScores).toEqual(shown.body.quizScores);
  });

  it('still shows a certificate issued before scores were recorded, with its quiz count alone', async () => {
    await finishLessons();
    const old = {
      _id: `old-${randomBytes(6).toString('hex')}`,
      learnerName: 'Early Learner',
      courseId: course._id,
      courseName: course.name,
      creator: course.creator,
      lessonCount: 3,
      quizCount: 2,
      issuedAt: '2026-01-02T03:04:05.000Z',
    };
    expect((await issueCertificate(userIdOf(jar), old)).ok).toBe(true);
    const shown = await certificateClient().show(old._id);
    expect(shown).toMatchObject({ status: 200, body: old });
    expect(shown.body).not.toHaveProperty('quizScores');
  });

  it('counts a pass that a later failed attempt cannot undo', async () => {
    await finishLessons();
    await taker.attempt(quizzes[0]!._id, sampleAnswers(3));
    await taker.attempt(quizzes[0]!._id, sampleAnswers(0));
    await taker.attempt(quizzes[1]!._id, sampleAnswers(4));
    expect((await certificates.claim(course._id)).status).toBe(201);
  });

  it('keeps a course without quizzes as it was: no quiz count or scores on its certificate', async () => {
    const plain = await freshCourse();
    await learner.enroll(plain._id);
    for (const n of [1, 2, 3])
      await learner.complete({ courseId: plain._id, lessonId: `lesson-${n}`, done: true });
    const claimed = await certificates.claim(plain._id);
    expect(claimed.status).toBe(201);
    const shown = (await certificateClient().show(claimed.body._id)).body;
    expect(shown).not.toHaveProperty('quizCount');
    expect(shown).not.toHaveProperty('quizScores');
  });
});
