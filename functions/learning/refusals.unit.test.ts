/**
 * What the learner endpoints refuse before storage has a say, through the real handlers and a fake
 * of the table's client: a logged-out visitor, and a note at a time no video has. Refusals that
 * depend on what is stored (not enrolled, a full lesson) are checked against DynamoDB Local in
 * journey.test.ts.
 */
import { CookieJar } from '../../test/support/events';
import { fakeTable, signedIn, writesSent } from '../../test/support/fake-table';
import { learningClient } from '../../test/support/learning-client';

const table = fakeTable();

describe('logged-out visitors', () => {
  it('get 401 from every learner endpoint, and the table is never asked', async () => {
    const visitor = learningClient(new CookieJar());
    const courseId = 'python-for-everybody';
    const lesson = { courseId, lessonId: 'lesson-1' };
    const answers = await Promise.all([
      visitor.dashboard(),
      visitor.recommended(),
      visitor.enroll(courseId),
      visitor.play(courseId),
      visitor.love(courseId),
      visitor.unlove(courseId),
      visitor.completed(courseId),
      visitor.complete(lesson),
      visitor.notes(lesson),
      visitor.newNote({ ...lesson, content: 'x' }),
      visitor.editNote({ ...lesson, noteId: 'abc', content: 'x' }),
      visitor.deleteNote({ ...lesson, noteId: 'abc' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(401));
    expect(table.sent()).toEqual([]);
  });
});

describe('the time a note was taken at', () => {
  it.each([
    ['a negative time', -5],
    ['a time over a day', 86_401],
    ['a time as text', '1:20'],
  ])('refuses %s with 400 naming the position, and stores no note', async (_name, position) => {
    const learner = learningClient(await signedIn(table));
    const answer = await learner.newNote({
      courseId: 'course-1',
      lessonId: 'lesson-1',
      content: 'x',
      position,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/position/);
    expect(writesSent(table)).toEqual([]);
  });
});
