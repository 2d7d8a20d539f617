/**
 * The player's one call: the play answer carries the course's quizzes as the learner sees them and
 * the learner's own notes on the lesson the player opens at, each exactly as its own route answers.
 */
import type { QuizSummary } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from '../../test/support/quiz-client';
import { resumeClient } from '../../test/support/resume-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner } from '../../test/support/users';

let course: Course;
let learner: LearningClient;
const note = (lessonId: string, content: string) =>
  learner.newNote({ courseId: course._id, lessonId, content, position: 5 });
const notesOn = async (lessonId: string) => (await learner.notes({ courseId: course._id, lessonId })).body;

beforeEach(async () => {
  course = await freshCourse();
  learner = learningClient((await loggedInLearner('Playing Priya')).jar);
  await learner.enroll(course._id);
});

describe("the play answer's quizzes", () => {
  let quizzes: QuizSummary[];

  beforeEach(async () => {
    quizzes = await withQuizzes(course, [
      sampleQuiz('After the second', 2),
      sampleQuiz('After the first', 1),
    ]);
  });

  it('are the quiz list the learner gets from the quizzes route, best attempts included', async () => {
    const taker = quizClient(learner.jar);
    await taker.attempt(quizzes[0]!._id, sampleAnswers(3));

    const play = await learner.play(course._id);
    const list = await taker.list(course._id);
    expect(play.status).toBe(200);
    expect(list.status).toBe(200);
    expect(play.body.quizzes).toEqual(list.body);
    expect(play.body.quizzes).toEqual([
      expect.objectContaining({ title: 'After the first', best: expect.objectContaining({ passed: true }) }),
      expect.objectContaining({ title: 'After the second', best: null }),
    ]);
  });

  it('are left out for a learner who has not enrolled, as the quizzes route refuses them', async () => {
    const visitor = learningClient((await loggedInLearner('Browsing Bala')).jar);
    const play = await visitor.play(course._id);
    expect(play.status).toBe(200);
    expect(play.body.enrolled).toBe(false);
    expect(play.body).not.toHaveProperty('quizzes');
    expect(play.body).not.toHaveProperty('lessonNotes');
    expect((await quizClient(visitor.jar).list(course._id)).status).toBe(403);
  });
});

describe("the play answer's notes", () => {
  it("are the learner's own notes on the lesson they carry on with, as the notes route answers them", async () => {
    await note('lesson-1', 'first lesson');
    await note('lesson-2', 'mine on two');
    const other = learningClient((await loggedInLearner('Other Omar')).jar);
    await other.enroll(course._id);
    await other.newNote({ courseId: course._id, lessonId: 'lesson-2', content: 'not mine', position: 1 });
    await resumeClient(learner.jar).savePosition({
      courseId: course._id,
      lessonId: 'lesson-2',
      position: 30,
    });

    const play = await learner.play(course._id);
    expect(play.body.lessonNotes).toEqual({ lessonId: 'lesson-2', notes: await notesOn('lesson-2') });
    expect(play.body.lessonNotes?.notes.map((n) => n.content)).toEqual(['mine on two']);
  });

  it('are those of the first lesson not completed before anything was watched', async () => {
    await learner.complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
    await note('lesson-1', 'done already');
    await note('lesson-2', 'up next');
    const play = await learner.play(course._id);
    expect(play.body.lessonNotes).toEqual({ lessonId: 'lesson-2', notes: await notesOn('lesson-2') });
  });

  it('are those of the lesson the address names, not those of the resume point', async () => {
    await note('lesson-2', 'resume point');
    await note('lesson-3', 'linked lesson');
    await resumeClient(learner.jar).savePosition({
      courseId: course._id,
      lessonId: 'lesson-2',
      position: 30,
    });

    const play = await learner.play(course._id, 'lesson-3');
    expect(play.body.lessonNotes).toEqual({ lessonId: 'lesson-3', notes: await notesOn('lesson-3') });
    expect(play.body.lastLessonId).toBe('lesson-2');
  });

  it('are those of the lesson the player opens instead when the named one is no lesson of the course', async () => {
    await note('lesson-1', 'first lesson');
    for (const named of ['lesson-9', 'not an id!']) {
      const play = await learner.play(course._id, named);
      expect(play.status).toBe(200);
      // The player, given a lesson it cannot find, opens the first lesson not completed.
      expect(play.body.lessonNotes).toEqual({ lessonId: 'lesson-1', notes: await notesOn('lesson-1') });
    }
  });

  it('are an empty list for a lesson without notes', async () => {
    const play = await learner.play(course._id);
    expect(play.body.lessonNotes).toEqual({ lessonId: 'lesson-1', notes: [] });
  });
});

describe('reading the play answer', () => {
  const SESSION_CHECK = 'BatchGetItemCommand';

  it('reads the course, the relations, the quiz standing and the named lesson’s notes at once', async () => {
    const { result, commands, inputs } = await countRoundTrips(() => learner.play(course._id, 'lesson-2'));
    expect(result.status).toBe(200);
    expect(commands[0]).toBe(SESSION_CHECK);
    // The four reads after the session check; the named lesson's notes are the last.
    expect(commands.slice(1)).toEqual([
      'BatchGetItemCommand',
      'QueryCommand',
      'GetItemCommand',
      'QueryCommand',
    ]);
    expect(JSON.stringify(inputs.at(-1))).toContain('lesson-2');
  });

  it('without a named lesson, reads the notes once the resume point is known: two rounds', async () => {
    const { result, commands } = await countRoundTrips(() => learner.play(course._id));
    expect(result.status).toBe(200);
    expect(commands.slice(1)).toEqual([
      'BatchGetItemCommand',
      'QueryCommand',
      'GetItemCommand',
      'QueryCommand',
    ]);
    expect(commands).not.toContain('ScanCommand');
  });
});
