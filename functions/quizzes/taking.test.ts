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

  it('shows a quiz with its questions, their options with their ids, the attempts left, and no answers', async () => {
    const answer = await taker.quiz(quizzes[0]!._id);
    expect(answer.status).toBe(200);
    const byId = (options: Array<{ _id: string }>) => [...options].sort((a, b) => a._id.localeCompare(b._id));
    expect({
      ...answer.body,
      questions: answer.body.questions.map((q) => ({ ...q, options: byId(q.options) })),
    }).toEqual({
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
      attempts: { left: 3, retryAt: null },
    });
  });

  it('shuffles the options anew on every load, with node:crypto, keeping each option’s id', async () => {
    const random = jest.spyOn(Math, 'random');
    const orders = new Set<string>();
    for (let load = 0; load < 12; load++) {
      const { body } = await taker.quiz(quizzes[0]!._id);
      const primes = body.questions[1]!;
      // The texts stay with their ids whatever the order.
      expect(Object.fromEntries(primes.options.map((o) => [o._id, o.text]))).toEqual({
        o1: '2',
        o2: '3',
        o3: '4',
        o4: '9',
      });
      orders.add(primes.options.map((o) => o._id).join());
    }
    // 24 orders of four options: twelve loads in one order would happen once in 10^15 runs.
    expect(orders.size).toBeGreaterThan(1);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('grades by option id, so the answers from a shuffled page count as the learner meant them', async () => {
    const { body: quiz } = await taker.quiz(quizzes[0]!._id);
    const idOf = (question: number, text: string) =>
      quiz.questions[question]!.options.find((o) => o.text === text)!._id;
    const answer = await taker.attempt(quiz._id, {
      q1: [idOf(0, '4')],
      q2: [idOf(1, '2'), idOf(1, '3')],
      q3: [idOf(2, 'Yes')],
      q4: [idOf(3, 'while')],
    });
    expect(answer.body).toMatchObject({ percent: 100, passed: true });
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

  it('tells a failed attempt which questions were right, explaining only those, and keeps it as the best', async () => {
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
        { questionId: 'q3', correct: false },
        { questionId: 'q4', correct: false },
      ],
      attempts: { left: 2, retryAt: null },
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(SECRETS[2]);
    expect(text).not.toContain(SECRETS[3]);
    const [first] = (await taker.list(course._id)).body;
    expect(first!.best).toEqual({ percent: 50, passed: false, at: expect.stringMatching(/^\d{4}-/) });
  });

  it('reveals nothing to an empty attempt, so sending back what it answered cannot pass', async () => {
    const quizId = quizzes[0]!._id;
    const empty = await taker.attempt(quizId, {});
    expect(empty.status).toBe(200);
    expect(empty.body.results).toEqual(
      ['q1', 'q2', 'q3', 'q4'].map((questionId) => ({ questionId, correct: false })),
    );
    const text = JSON.stringify(empty.body);
    expect(text).not.toMatch(/"answer"|"explanation"/);
    for (const secret of SECRETS) expect(text).not.toContain(secret);

    const replayed = Object.fromEntries(empty.body.results.map((r) => [r.questionId, r.answer ?? []]));
    expect((await taker.attempt(quizId, replayed)).body).toMatchObject({ percent: 0, passed: false });
  });

  it('shows a passed attempt every correct answer and explanation, the wrong questions’ too', async () => {
    const answer = await taker.attempt(quizzes[0]!._id, sampleAnswers(3));
    expect(answer.body).toMatchObject({ percent: 75, passed: true });
    expect(answer.body.results).toEqual([
      { questionId: 'q1', correct: true, answer: ['o2'], explanation: SECRETS[0] },
      { questionId: 'q2', correct: true, answer: ['o1', 'o2'], explanation: SECRETS[1] },
      { questionId: 'q3', correct: true, answer: ['o1'], explanation: SECRETS[2] },
      { questionId: 'q4', correct: false, answer: ['o1'], explanation: SECRETS[3] },
    ]);
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

  it('reads the list and a quiz within two round trips, and takes an attempt in four', async () => {
    // Every call behind a login first checks its session (one BatchGetItem); the rest is the route's own.
    const own = async (call: () => Promise<{ status: number }>) => {
      const { result, commands } = await countRoundTrips(call);
      expect(result.status).toBe(200);
      expect(commands[0]).toBe('BatchGetItemCommand');
      return commands.slice(1);
    };
    expect(await own(() => taker.list(course._id))).toEqual(['GetItemCommand', 'GetItemCommand']);
    expect(await own(() => taker.quiz(quizzes[0]!._id))).toEqual(['GetItemCommand', 'GetItemCommand']);
    expect(await own(() => taker.attempt(quizzes[0]!._id, sampleAnswers(4)))).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
    ]);
  });
});

describe('the limits on attempts', () => {
  // A fixed clock in the middle of an hour, so a test never straddles two hourly windows by chance.
  const minute = 60 * 1000;
  const hour = 60 * minute;
  const middleOfAnHour = Math.floor(Date.now() / hour) * hour + hour / 2;
  let course: Course;
  let taker: ReturnType<typeof quizClient>;
  let now: jest.SpyInstance<number, []>;

  const preparedWith = async (count: number) => {
    course = await freshCourse();
    const drafts = Array.from({ length: count }, (_, i) => sampleQuiz(`Quiz ${i + 1}`, (i % 3) + 1));
    const quizzes = await withQuizzes(course, drafts);
    const jar = (await loggedInLearner()).jar;
    await learningClient(jar).enroll(course._id);
    taker = quizClient(jar);
    now = jest.spyOn(Date, 'now').mockReturnValue(middleOfAnHour);
    return quizzes;
  };
  const at = (time: number) => now.mockReturnValue(time);
  afterEach(() => jest.restoreAllMocks());

  it('allows 3 attempts at a quiz in any 8 hours, then 429 saying when, revealing nothing', async () => {
    const [quiz, other] = await preparedWith(2);
    const start = middleOfAnHour;
    const left = [];
    for (const [i, right] of [0, 1, 2].entries()) {
      at(start + i * minute);
      const answer = await taker.attempt(quiz!._id, sampleAnswers(right));
      expect(answer.status).toBe(200);
      left.push(answer.body.attempts);
    }
    const freedAt = new Date(start + 8 * hour).toISOString();
    expect(left).toEqual([
      { left: 2, retryAt: null },
      { left: 1, retryAt: null },
      { left: 0, retryAt: freedAt },
    ]);

    at(start + 8 * hour - 1);
    const refused = await taker.attempt(quiz!._id, sampleAnswers(4));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      msg: expect.stringMatching(/used all 3 attempts at this quiz allowed in 8 hours/),
      retryAt: freedAt,
    });
    expect(refused.body.msg).toContain(
      `allowed from ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(freedAt))} UTC`,
    );
    expect(refused.headers['retry-after']).toBe('1');
    for (const secret of SECRETS) expect(JSON.stringify(refused.body)).not.toContain(secret);
    expect((await taker.list(course._id)).body[0]!.best).toMatchObject({ percent: 50, passed: false });
    expect((await taker.quiz(quiz!._id)).body.attempts).toEqual({ left: 0, retryAt: freedAt });
    // The limit is per quiz: another quiz of the course can still be taken.
    expect((await taker.attempt(other!._id, sampleAnswers(4))).status).toBe(200);

    // A sliding window: the first attempt's slot frees up 8 hours after it, the second's a minute later.
    at(start + 8 * hour);
    expect(await taker.attempt(quiz!._id, sampleAnswers(4))).toMatchObject({
      status: 200,
      body: {
        passed: true,
        attempts: { left: 0, retryAt: new Date(start + minute + 8 * hour).toISOString() },
      },
    });
    const again = await taker.attempt(quiz!._id, sampleAnswers(4));
    expect(again).toMatchObject({
      status: 429,
      body: { retryAt: new Date(start + minute + 8 * hour).toISOString() },
    });
    expect(again.headers['retry-after']).toBe(String(60));
  });

  it('allows 30 attempts per learner per hour over all quizzes, then 429 until the next hour', async () => {
    const quizzes = await preparedWith(11);
    for (let i = 0; i < 30; i++) {
      const answer = await taker.attempt(quizzes[i % 10]!._id, sampleAnswers(1));
      expect(answer.status).toBe(200);
    }
    const nextHour = new Date(middleOfAnHour + hour / 2).toISOString();
    const refused = await taker.attempt(quizzes[10]!._id, sampleAnswers(4));
    expect(refused).toMatchObject({
      status: 429,
      body: { msg: expect.stringMatching(/30 quiz attempts this hour/), retryAt: nextHour },
    });
    expect(refused.headers['retry-after']).toBe(String(30 * 60));
    expect(refused.body).not.toHaveProperty('results');
    // Refused, the attempt took none of the quiz's own three.
    expect((await taker.quiz(quizzes[10]!._id)).body.attempts).toEqual({ left: 3, retryAt: null });
    expect((await taker.list(course._id)).body.map((q) => q.best?.percent ?? null)).toEqual([
      ...Array(10).fill(25),
      null,
    ]);

    at(middleOfAnHour + hour);
    expect(await taker.attempt(quizzes[10]!._id, sampleAnswers(4))).toMatchObject({
      status: 200,
      body: { passed: true },
    });
  });
});
