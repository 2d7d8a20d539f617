/**
 * Quizzes under concurrency: many attempts at once by one learner keep exactly the best of them,
 * and editors changing one quiz at the same moment all keep their changes.
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
  let course: Course;
  let quizzes: QuizSummary[];
  let taker: ReturnType<typeof quizClient>;
  let userId: string;
  const storedBest = async (quizId: string) =>
    (await getItem(`USER#${userId}`, `COURSE#${course._id}`))?.[`quiz_${quizId}`];

  beforeEach(async () => {
    course = await freshCourse();
    quizzes = await withQuizzes(course, [sampleQuiz('First'), sampleQuiz('Second', 2)]);
    const { jar } = await loggedInLearner();
    await learningClient(jar).enroll(course._id);
    taker = quizClient(jar);
    userId = userIdOf(jar);
  });

  it('keep exactly the best of them, whatever order they land in', async () => {
    const quizId = quizzes[0]!._id;
    // The best comes early: without the write's condition the later, lower ones would overwrite it.
    const scores = [0, 1, 2, 4, 3, 1, 2, 0, 3, 2];
    const answers = await Promise.all(scores.map((right) => taker.attempt(quizId, sampleAnswers(right))));
    expect(answers.map((a) => a.status)).toEqual(scores.map(() => 200));
    expect(await storedBest(quizId)).toMatchObject({ percent: 100, passed: true });
    expect((await taker.list(course._id)).body[0]!.best).toMatchObject({ percent: 100, passed: true });
  });

  it('keep the best of failing attempts too, and a pass beats them all', async () => {
    const quizId = quizzes[1]!._id;
    await Promise.all([0, 2, 1, 2, 0].map((right) => taker.attempt(quizId, sampleAnswers(right))));
    expect(await storedBest(quizId)).toMatchObject({ percent: 50, passed: false });
    await Promise.all([1, 3, 2].map((right) => taker.attempt(quizId, sampleAnswers(right))));
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
