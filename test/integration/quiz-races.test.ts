/**
 * Quizzes under concurrency: many attempts at once by one learner count at most the limit per
 * quiz and keep exactly the best of those counted, and editors changing one quiz at the same moment
 * all keep their changes.
 */
import type { QuizSummary } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../support/admins';
import { freshCourse } from '../support/courses';
import { learningClient, userIdOf } from '../support/learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from '../support/quiz-client';
import { quizEditorClient } from '../support/quiz-editor-client';
import { getItem } from '../support/table-items';
import { loggedInLearner } from '../support/users';

describe('quiz attempts sent at once', () => {
  // A fixed clock in the middle of an hour; a new window of the per-quiz limit is 8 hours on.
  const hour = 60 * 60 * 1000;
  const start = Math.floor(Date.now() / hour) * hour + hour / 2;
  let course: Course;
  let quizzes: QuizSummary[];
  let taker: ReturnType<typeof quizClient>;
  let userId: string;
  const relation = async () => (await getItem(`USER#${userId}`, `COURSE#${course._id}`)) ?? {};
  const storedBest = async (quizId: string) => (await relation())[`quiz_${quizId}`];
  /** Sends one attempt per score at once, `windows` limit windows after the start. */
  const atOnce = (quizId: string, scores: number[], windows = 0) => {
    jest.spyOn(Date, 'now').mockReturnValue(start + windows * 8 * hour);
    return Promise.all(scores.map((right) => taker.attempt(quizId, sampleAnswers(right))));
  };

  beforeEach(async () => {
    course = await freshCourse();
    quizzes = await withQuizzes(course, [sampleQuiz('First'), sampleQuiz('Second', 2)]);
    const { jar } = await loggedInLearner();
    await learningClient(jar).enroll(course._id);
    taker = quizClient(jar);
    userId = userIdOf(jar);
  });
  afterEach(() => jest.restoreAllMocks());

  it('count exactly three at one quiz: the others are refused with 429, reveal nothing and count nothing', async () => {
    const quizId = quizzes[0]!._id;
    const answers = await atOnce(quizId, [4, 3, 4, 2, 4, 1, 4, 0, 4, 3]);
    const counted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(counted).toHaveLength(3);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(429));
    for (const answer of refused) {
      expect(answer.body).toEqual({
        msg: expect.any(String),
        retryAt: new Date(start + 8 * hour).toISOString(),
      });
    }
    const slots = Object.keys(await relation()).filter(
      (name) => name.endsWith(`_${quizId}`) && name.startsWith('try'),
    );
    expect(slots).toHaveLength(3);
    // The hourly counter over all quizzes took only the counted ones.
    const window = Math.floor(start / 1000 / 3600);
    expect((await getItem(`RATE#quiz-attempt#${userId}`, `W#${window}`))?.hits).toBe(3);
    const best = Math.max(...counted.map((a) => a.body.percent!));
    expect(await storedBest(quizId)).toMatchObject({ percent: best });
  });

  it('keep exactly the best of those counted, whatever order they land in', async () => {
    const quizId = quizzes[0]!._id;
    // The best comes early: without the write's condition the later, lower ones would overwrite it.
    for (const [window, scores] of [
      [4, 1, 2],
      [3, 0, 2],
      [1, 3, 0],
    ].entries()) {
      const answers = await atOnce(quizId, scores, window);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    }
    expect(await storedBest(quizId)).toMatchObject({ percent: 100, passed: true });
    expect((await taker.list(course._id)).body[0]!.best).toMatchObject({ percent: 100, passed: true });
  });

  it('keep the best of failing attempts too, and a pass beats them all', async () => {
    const quizId = quizzes[1]!._id;
    await atOnce(quizId, [0, 2, 1]);
    expect(await storedBest(quizId)).toMatchObject({ percent: 50, passed: false });
    await atOnce(quizId, [1, 3, 2], 1);
    expect(await storedBest(quizId)).toMatchObject({ percent: 75, passed: true });
  });
});

describe('quiz editors at the same moment', () => {
  it('all keep their questions', async () => {
    const admin = quizEditorClient((await loggedInAdmin()).jar);
    const course = await freshCourse();
    const quiz = (await admin.addQuiz(course._id, sampleQuiz('Busy'))).body;
    const question = (text: string) => ({
      text,
      kind: 'single',
      options: ['Right', 'Wrong'],
      answer: [0],
      explanation: 'Because.',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => admin.addQuestion(quiz._id, question(`Parallel ${i}`))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const stored = (await admin.editor(course._id)).body.quizzes[0]!.questions.map((q) => q.text);
    expect(stored).toHaveLength(8);
    expect(stored.slice(4).sort()).toEqual(['Parallel 0', 'Parallel 1', 'Parallel 2', 'Parallel 3']);
  });
});
