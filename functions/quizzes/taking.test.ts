import { randomBytes } from 'node:crypto';
import type { QuizSummary } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { type LearningClient, learningClient, userIdOf } from '../../test/support/learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from '../../test/support/quiz-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { getItem } from '../../test/support/table-items';
import { loggedInLearner } from '../../test/support/users';

/** Every explanation and the stored answer marks of the sample quiz: none may reach a learner unasked. */
const SECRETS = sampleQuiz('x').questions.map((q) => q.explanation);

describe('taking self-check quizzes', () => {
  let course: Course;
  let quizzes: QuizSummary[];
  let learner: LearningClient;
  let jar: CookieJar;
  let taker: ReturnType<typeof quizClient>;

  const storedBest = async (quizId: string) =>
    (await getItem(`USER#${userIdOf(jar)}`, `COURSE#${course._id}`))?.[`quiz_${quizId}`];

  beforeEach(async () => {
    course = await freshCourse();
    // Listed out of order on purpose: the course keeps them in lesson order.
    quizzes = await withQuizzes(course, [sampleQuiz('After the third', 3), sampleQuiz('After the first', 1)]);
    jar = (await loggedInLearner()).jar;
    learner = learningClient(jar);
    taker = quizClient(jar);
    await learner.enroll(course._id);
  });

  it('lists the course quizzes in lesson order with no best attempt yet', async () => {
    const answer = await taker.list(course._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        _id: quizzes[0]!._id,
        title: 'After the first',
        afterLesson: 1,
        questionCount: 4,
        passPercent: 70,
        best: null,
      },
      expect.objectContaining({ title: 'After the third', afterLesson: 3, best: null }),
    ]);
  });

  it('shows a quiz with its questions and options in the order written, and no answers', async () => {
    const answer = await taker.quiz(quizzes[0]!._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: quizzes[0]!._id,
      courseId: course._id,
      title: 'After the first',
      afterLesson: 1,
      passPercent: 70,
      questions: [
        {
          _id: 'q1',
          text: 'What is 2 + 2?',
          kind: 'single',
          options: [
            { _id: 'o1', text: '3' },
            { _id: 'o2', text: '4' },
            { _id: 'o3', text: '5' },
          ],
        },
        expect.objectContaining({ _id: 'q2', kind: 'multiple' }),
        expect.objectContaining({ _id: 'q3' }),
        expect.objectContaining({ _id: 'q4' }),
      ],
    });
  });

  it('lets no answer or explanation leave the server before an attempt', async () => {
    const reads = [
      await taker.list(course._id),
      await taker.quiz(quizzes[0]!._id),
      await taker.quiz(quizzes[1]!._id),
      await learner.play(course._id),
      await learner.detail(course._id),
      await learner.dashboard(),
      await learner.courses(),
    ];
    for (const read of reads) {
      expect(read.status).toBe(200);
      const text = JSON.stringify(read.body);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"answer"|"explanation"/);
    }
  });

  it('grades a failed attempt with every correct answer and explanation, and keeps it as the best', async () => {
    const quizId = quizzes[0]!._id;
    const answer = await taker.attempt(quizId, sampleAnswers(2));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      percent: 50,
      passed: false,
      correct: 2,
      total: 4,
      results: [
        { questionId: 'q1', correct: true, answer: ['o2'], explanation: 'Two and two make four.' },
        { questionId: 'q2', correct: true, answer: ['o1', 'o2'], explanation: SECRETS[1] },
        { questionId: 'q3', correct: false, answer: ['o1'], explanation: SECRETS[2] },
        { questionId: 'q4', correct: false, answer: ['o1'], explanation: SECRETS[3] },
      ],
    });
    const [first] = (await taker.list(course._id)).body;
    expect(first!.best).toEqual({ percent: 50, passed: false, at: expect.stringMatching(/^\d{4}-/) });
  });

  it('passes at the pass mark, and never lowers the best attempt afterwards', async () => {
    const quizId = quizzes[0]!._id;
    expect((await taker.attempt(quizId, sampleAnswers(3))).body).toMatchObject({ percent: 75, passed: true });
    const kept = (await taker.list(course._id)).body[0]!.best;
    expect((await taker.attempt(quizId, sampleAnswers(1))).body).toMatchObject({
      percent: 25,
      passed: false,
    });
    expect((await taker.list(course._id)).body[0]!.best).toEqual(kept);
    expect(kept).toMatchObject({ percent: 75, passed: true });
  });

  it('counts a partly chosen multiple-choice question and an unanswered one as wrong', async () => {
    const quizId = quizzes[0]!._id;
    const answer = await taker.attempt(quizId, { q1: ['o2'], q2: ['o1'], q3: [] });
    expect(answer.body).toMatchObject({ percent: 25, correct: 1, total: 4 });
    expect(answer.body.results.map((r) => r.correct)).toEqual([true, false, false, false]);
  });

  it.each([
    ['an unknown question', { nope: ['o1'] }],
    ['an unknown option', { q1: ['o9'] }],
    ['two options on a single-choice question', { q1: ['o1', 'o2'] }],
    ['the same option twice', { q2: ['o1', 'o1'] }],
    ['answers that are not a map', ['o1']],
    ['option ids that are not text', { q1: [1] }],
    ['no answers at all', undefined],
  ])('refuses an attempt with %s (400) and keeps nothing', async (_case, answers) => {
    const answer = await taker.attempt(quizzes[0]!._id, answers);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.msg).toBe('string');
    expect(answer.body).not.toHaveProperty('results');
    expect(await storedBest(quizzes[0]!._id)).toBeUndefined();
  });

  it('refuses a learner who has not enrolled (403) everything, and tells them nothing', async () => {
    const stranger = quizClient((await loggedInLearner()).jar);
    const quizId = quizzes[0]!._id;
    for (const answer of [
      await stranger.list(course._id),
      await stranger.quiz(quizId),
      await stranger.attempt(quizId, sampleAnswers(4)),
    ]) {
      expect(answer).toMatchObject({ status: 403, body: { msg: 'Enrol in this course first.' } });
      for (const secret of SECRETS) expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
  });

  it('refuses a logged-out visitor (401)', async () => {
    const visitor = quizClient(new CookieJar());
    expect((await visitor.list(course._id)).status).toBe(401);
    expect((await visitor.quiz(quizzes[0]!._id)).status).toBe(401);
    expect((await visitor.attempt(quizzes[0]!._id, {})).status).toBe(401);
  });

  it('answers 404 for an unknown course or quiz', async () => {
    expect(await taker.list('no-such-course')).toMatchObject({
      status: 404,
      body: { msg: 'Course not found.' },
    });
    const unknown = randomBytes(12).toString('base64url');
    expect(await taker.quiz(unknown)).toMatchObject({ status: 404, body: { msg: 'Quiz not found.' } });
    expect((await taker.attempt(unknown, {})).status).toBe(404);
  });

  it('answers an empty list for a course without quizzes', async () => {
    const plain = await freshCourse();
    await learner.enroll(plain._id);
    expect(await taker.list(plain._id)).toMatchObject({ status: 200, body: [] });
  });

  it('shows quizzes passed of the total on the dashboard card', async () => {
    const card = async () =>
      (await learner.dashboard()).body.courseEnrolled.find((c) => c.courseId._id === course._id);
    expect(await card()).toMatchObject({ quizProgress: { passed: 0, total: 2 } });
    await taker.attempt(quizzes[1]!._id, sampleAnswers(4));
    await taker.attempt(quizzes[0]!._id, sampleAnswers(1));
    expect(await card()).toMatchObject({ quizProgress: { passed: 1, total: 2 } });
  });

  it('reads the list and a quiz within two round trips, never a Scan', async () => {
    const list = await countRoundTrips(() => taker.list(course._id));
    expect(list.result.status).toBe(200);
    expect(list.commands).toEqual(['GetItemCommand', 'GetItemCommand']);
    const quiz = await countRoundTrips(() => taker.quiz(quizzes[0]!._id));
    expect(quiz.result.status).toBe(200);
    expect(quiz.commands).toEqual(['GetItemCommand', 'GetItemCommand']);
  });
});

describe('the hourly limit on attempts', () => {
  // A fixed clock in the middle of an hour, so the test never straddles two windows.
  const hour = 60 * 60 * 1000;
  const middleOfAnHour = Math.floor(Date.now() / hour) * hour + hour / 2;
  afterEach(() => jest.restoreAllMocks());

  it('allows 30 attempts per learner per hour over all quizzes, then 429 until the next hour', async () => {
    const course = await freshCourse();
    const [first, second] = await withQuizzes(course, [sampleQuiz('One'), sampleQuiz('Two', 2)]);
    const jar = (await loggedInLearner()).jar;
    await learningClient(jar).enroll(course._id);
    const taker = quizClient(jar);
    const now = jest.spyOn(Date, 'now').mockReturnValue(middleOfAnHour);

    for (let i = 0; i < 30; i++) {
      const answer = await taker.attempt((i % 2 ? first : second)!._id, sampleAnswers(1));
      expect(answer.status).toBe(200);
    }
    const refused = await taker.attempt(first!._id, sampleAnswers(4));
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/30 quiz attempts this hour/);
    expect(refused.body).not.toHaveProperty('results');
    expect((await taker.list(course._id)).body.map((q) => q.best?.percent)).toEqual([25, 25]);

    now.mockReturnValue(middleOfAnHour + hour);
    expect(await taker.attempt(first!._id, sampleAnswers(4))).toMatchObject({
      status: 200,
      body: { passed: true },
    });
  });
});
