import type { Course } from '../../shared/types';
import { freshCourse } from '../support/courses';
import { type LearningClient, learningClient } from '../support/learning-client';
import { loggedInLearner } from '../support/users';

describe("one learner cannot touch another's notes, progress or likes", () => {
  let course: Course;
  let a: LearningClient;
  let b: LearningClient;
  let noteId: string;
  const lesson1 = () => ({ courseId: course._id, lessonId: 'lesson-1' });

  beforeEach(async () => {
    course = await freshCourse();
    [a, b] = await Promise.all([
      loggedInLearner('Learner Asha').then((l) => learningClient(l.jar)),
      loggedInLearner('Learner Bilal').then((l) => learningClient(l.jar)),
    ]);
    await a.enroll(course._id);
    await a.complete({ ...lesson1(), done: true });
    await a.love(course._id);
    noteId = (await a.newNote({ ...lesson1(), title: 'Mine', content: 'private thoughts' })).body.note._id;
  });

  async function expectAsDataUnchanged(): Promise<void> {
    expect((await a.notes(lesson1())).body).toEqual([
      expect.objectContaining({ _id: noteId, title: 'Mine', content: 'private thoughts' }),
    ]);
    expect((await a.completed(course._id)).body).toEqual([1]);
    const dashboard = await a.dashboard();
    expect(dashboard.body.courseLoved).toEqual([course._id]);
    expect(dashboard.body.courseEnrolled.map((e) => e.completed)).toEqual([[1]]);
    expect((await a.detail(course._id)).body.love).toBe(1);
  }

  it("B never sees A's notes on the same lesson", async () => {
    await b.enroll(course._id);
    const listed = await b.notes(lesson1());
    expect(listed).toMatchObject({ status: 200, body: [] });
  });

  it("B cannot edit or delete A's note by its id: 404, nothing changed", async () => {
    await b.enroll(course._id);
    const edit = await b.editNote({ ...lesson1(), noteId, content: 'defaced', title: 'Gotcha' });
    const remove = await b.deleteNote({ ...lesson1(), noteId });
    expect(edit).toMatchObject({ status: 404, body: { msg: 'Note not found.' } });
    expect(remove).toMatchObject({ status: 404, body: { msg: 'Note not found.' } });
    await expectAsDataUnchanged();
  });

  it("B's progress and likes change only B's own data", async () => {
    expect((await b.complete({ ...lesson1(), done: false })).status).toBe(403);
    expect((await b.unlove(course._id)).status).toBe(403);
    await expectAsDataUnchanged();

    await b.enroll(course._id);
    expect((await b.unlove(course._id)).body).toEqual({ love: 1 });
    expect((await b.complete({ courseId: course._id, lessonId: 'lesson-2', done: true })).body).toEqual([2]);
    expect((await b.dashboard()).body.courseLoved).toEqual([]);
    await expectAsDataUnchanged();
  });
});
