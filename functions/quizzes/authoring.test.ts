import type { AuthoredQuiz } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { learningClient } from '../../test/support/learning-client';
import { quizClient, sampleQuiz } from '../../test/support/quiz-client';
import { quizEditorClient } from '../../test/support/quiz-editor-client';
import { loggedInLearner } from '../../test/support/users';

const question = (text: string, overrides: Record<string, unknown> = {}) => ({
  text,
  kind: 'single',
  options: ['Right', 'Wrong'],
  answer: [0],
  explanation: `Why "${text}" is answered so.`,
  ...overrides,
});

describe('authoring quizzes', () => {
  let admin: ReturnType<typeof quizEditorClient>;
  let course: Course;
  let learner: ReturnType<typeof quizClient>;
  let learning: ReturnType<typeof learningClient>;

  beforeAll(async () => {
    admin = quizEditorClient((await loggedInAdmin()).jar);
  });

  beforeEach(async () => {
    course = await freshCourse();
    const { jar } = await loggedInLearner();
    learning = learningClient(jar);
    await learning.enroll(course._id);
    learner = quizClient(jar);
  });

  const add = async (title: string, afterLesson = 1): Promise<AuthoredQuiz> => {
    const answer = await admin.addQuiz(course._id, sampleQuiz(title, afterLesson));
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const titles = async () => (await learner.list(course._id)).body.map((q) => q.title);

  it('adds a quiz that learners then find in lesson order, with ids and answers as written', async () => {
    await add('Late', 3);
    const early = await add('Early', 1);
    expect(early).toMatchObject({
      courseId: course._id,
      title: 'Early',
      afterLesson: 1,
      passPercent: 70,
      questions: [
        {
          _id: 'q1',
          options: [
            { _id: 'o1', text: '3' },
            { _id: 'o2', text: '4' },
            { _id: 'o3', text: '5' },
          ],
          answer: [1],
          explanation: 'Two and two make four.',
        },
        { _id: 'q2', answer: [0, 1] },
        { _id: 'q3' },
        { _id: 'q4' },
      ],
    });
    expect(await titles()).toEqual(['Early', 'Late']);
    const editor = (await admin.editor(course._id)).body;
    expect(editor.course).toEqual({
      _id: course._id,
      name: course.name,
      lessons: [1, 2, 3].map((n) => ({ lesson: n, lessonName: `Lesson ${n}` })),
    });
    expect(editor.quizzes.map((q) => q.title)).toEqual(['Early', 'Late']);
    expect(editor.quizzes[0]).toEqual(early);
  });

  it.each([
    [
      'a lesson the course does not have',
      { afterLesson: 9 },
      /afterLesson must be a lesson number of the course \(1 to 3\)/,
    ],
    ['no title', { title: ' ' }, /title is required/],
    ['a pass mark of 0', { passPercent: 0 }, /passPercent must be a whole number from 1 to 100/],
    ['no questions', { questions: [] }, /1 to 50 questions/],
    [
      'two answers to a single-choice question',
      { questions: [question('Fine'), question('Two answers', { answer: [0, 1] })] },
      /^Question 2: a single-choice question has exactly one correct option\.$/,
    ],
    [
      'one option',
      { questions: [question('Lonely', { options: ['Only'] })] },
      /^Question 1: it needs 2 to 6 options\.$/,
    ],
    [
      'an answer beyond the options',
      { questions: [question('Far', { answer: [2] })] },
      /^Question 1: the answer must list correct options by index, from 0 to 1/,
    ],
    [
      'no explanation',
      { questions: [question('Why', { explanation: '' })] },
      /^Question 1: the explanation is required/,
    ],
  ])('refuses a quiz with %s (400) and stores nothing', async (_case, change, msg) => {
    const answer = await admin.addQuiz(course._id, { ...sampleQuiz('Refused'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(msg);
    expect(await titles()).toEqual([]);
  });

  it('refuses a second quiz with the same title (409), in any case', async () => {
    await add('Loops');
    const again = await admin.addQuiz(course._id, sampleQuiz(' LOOPS '));
    expect(again).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/already has a quiz titled/) },
    });
    expect(await titles()).toEqual(['Loops']);
  });

  it('edits a quiz’s settings, keeping its id, and moves it when its lesson changes', async () => {
    const first = await add('First', 1);
    await add('Second', 2);
    const edited = await admin.updateQuiz(first._id, { title: 'Now last', afterLesson: 3, passPercent: 50 });
    expect(edited).toMatchObject({
      status: 200,
      body: { _id: first._id, title: 'Now last', passPercent: 50 },
    });
    expect(
      (await learner.list(course._id)).body.map((q) => [q._id, q.title, q.afterLesson, q.passPercent]),
    ).toEqual([
      [expect.any(String), 'Second', 2, 70],
      [first._id, 'Now last', 3, 50],
    ]);
    expect((await learner.attempt(first._id, { q1: ['o2'], q2: ['o1', 'o2'] })).body).toMatchObject({
      percent: 50,
      passed: true,
    });
  });

  it('reorders the questions of a quiz, and refuses an order that misses one (409)', async () => {
    const quiz = await add('Order');
    const order = ['q4', 'q1', 'q3', 'q2'];
    const settings = { title: 'Order', afterLesson: 1, passPercent: 70 };
    expect((await admin.updateQuiz(quiz._id, { ...settings, questionIds: order })).status).toBe(200);
    expect((await learner.quiz(quiz._id)).body.questions.map((q) => q._id)).toEqual(order);
    const stale = await admin.updateQuiz(quiz._id, { ...settings, questionIds: ['q1', 'q2', 'q3'] });
    expect(stale.status).toBe(409);
    expect((await learner.quiz(quiz._id)).body.questions.map((q) => q._id)).toEqual(order);
  });

  it('reorders quizzes that follow the same lesson, but never against the lesson order', async () => {
    const a = await add('A', 1);
    const b = await add('B', 1);
    const c = await add('C', 2);
    expect((await admin.reorder(course._id, [b._id, a._id, c._id])).status).toBe(200);
    expect(await titles()).toEqual(['B', 'A', 'C']);
    const wrong = await admin.reorder(course._id, [c._id, b._id, a._id]);
    expect(wrong).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/Change its lesson instead/) },
    });
    expect((await admin.reorder(course._id, [a._id, b._id])).status).toBe(409);
    expect(await titles()).toEqual(['B', 'A', 'C']);
  });

  it('adds, edits and deletes questions; kept options keep their ids and the grading follows', async () => {
    const quiz = await add('Questions');
    const added = await admin.addQuestion(quiz._id, question('Fifth?'));
    expect(added.status).toBe(201);
    const fifth = added.body.questions[4]!;
    expect(fifth).toMatchObject({ text: 'Fifth?', options: [{ _id: 'o1' }, { _id: 'o2' }], answer: [0] });
    expect(fifth._id).toMatch(/^q[A-Za-z0-9_-]{8}$/);

    // Swap the options, rename one, add a third that is now the correct one.
    const edited = await admin.editQuestion(quiz._id, fifth._id, {
      ...question('Fifth, edited?'),
      options: [{ _id: 'o2', text: 'Wrong' }, { _id: 'o1', text: 'Right, renamed' }, 'New and right'],
      kind: 'multiple',
      answer: [1, 2],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.questions[4]).toMatchObject({
      _id: fifth._id,
      kind: 'multiple',
      options: [
        { _id: 'o2', text: 'Wrong' },
        { _id: 'o1', text: 'Right, renamed' },
        { _id: 'o3', text: 'New and right' },
      ],
      answer: [1, 2],
    });
    const graded = await learner.attempt(quiz._id, { [fifth._id]: ['o1', 'o3'] });
    expect(graded.body.results.at(-1)).toMatchObject({
      questionId: fifth._id,
      correct: true,
      answer: ['o1', 'o3'],
    });

    const removed = await admin.deleteQuestion(quiz._id, 'q2');
    expect(removed.body.questions.map((q) => q._id)).toEqual(['q1', 'q3', 'q4', fifth._id]);
    expect((await learner.list(course._id)).body[0]!.questionCount).toBe(4);
    expect((await learner.attempt(quiz._id, { q2: ['o1'] })).status).toBe(400);
  });

  it('refuses a bad question with the import’s message, and deleting the last question', async () => {
    const quiz = await admin.addQuiz(course._id, {
      ...sampleQuiz('Tiny'),
      questions: [question('Only one')],
    });
    const bad = await admin.addQuestion(quiz.body._id, question('Same', { options: ['Same', 'same'] }));
    expect(bad).toMatchObject({ status: 400, body: { msg: 'two options have the same text.' } });
    const last = await admin.deleteQuestion(quiz.body._id, 'q1');
    expect(last).toMatchObject({
      status: 400,
      body: { msg: expect.stringMatching(/delete the quiz instead/) },
    });
    expect((await admin.editQuestion(quiz.body._id, 'q9', question('Gone'))).status).toBe(404);
  });

  it('deletes a quiz: learners no longer see it and it no longer counts', async () => {
    const keep = await add('Keep');
    const gone = await add('Gone', 2);
    expect(await admin.deleteQuiz(gone._id)).toMatchObject({ status: 200, body: { msg: 'Quiz deleted.' } });
    expect(await titles()).toEqual(['Keep']);
    expect((await learner.quiz(gone._id)).status).toBe(404);
    expect((await admin.deleteQuiz(gone._id)).status).toBe(404);
    expect((await learner.quiz(keep._id)).status).toBe(200);
    const card = (await learning.dashboard()).body.courseEnrolled.find((c) => c.courseId._id === course._id);
    expect(card).toMatchObject({ quizProgress: { passed: 0, total: 1 } });
  });

  it('is for admins only: a learner gets 403 and a visitor 401 on every authoring call', async () => {
    const quiz = await add('Guarded');
    const { jar } = await loggedInLearner();
    for (const [jarOf, status] of [
      [jar, 403],
      [new CookieJar(), 401],
    ] as const) {
      const client = quizEditorClient(jarOf);
      const calls = [
        client.editor(course._id),
        client.addQuiz(course._id, sampleQuiz('Sneaky')),
        client.reorder(course._id, [quiz._id]),
        client.updateQuiz(quiz._id, { title: 'Hacked', afterLesson: 1, passPercent: 1 }),
        client.deleteQuiz(quiz._id),
        client.addQuestion(quiz._id, question('Sneaky?')),
        client.editQuestion(quiz._id, 'q1', question('Sneaky?')),
        client.deleteQuestion(quiz._id, 'q1'),
      ];
      expect((await Promise.all(calls)).map((a) => a.status)).toEqual(calls.map(() => status));
    }
    expect((await admin.editor(course._id)).body.quizzes).toEqual([quiz]);
  });

  it('answers 404 for an unknown course or quiz', async () => {
    expect((await admin.editor('no-such-course')).status).toBe(404);
    expect((await admin.addQuiz('no-such-course', sampleQuiz('X'))).status).toBe(404);
    expect((await admin.deleteQuiz('AAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
