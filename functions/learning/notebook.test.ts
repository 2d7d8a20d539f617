import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { resumeClient } from '../../test/support/resume-client';
import { loggedInLearner } from '../../test/support/users';

describe('timestamped notes and the course notebook', () => {
  let course: Course;
  let learner: LearningClient;
  let notebook: (courseId: string) => ReturnType<ReturnType<typeof resumeClient>['notebook']>;
  const note = (lessonId: string, content: string, position?: number) =>
    learner.newNote({ courseId: course._id, lessonId, title: content.slice(0, 15), content, position });

  beforeEach(async () => {
    course = await freshCourse();
    const person = await loggedInLearner('Noting Nadia');
    learner = learningClient(person.jar);
    notebook = resumeClient(person.jar).notebook;
    await learner.enroll(course._id);
  });

  it('stores the second of the video a note was taken at and lists it with the lesson', async () => {
    const created = await note('lesson-1', 'loops', 83.5);
    expect(created.status).toBe(201);
    expect(created.body.note).toMatchObject({ content: 'loops', position: 83.5 });
    const listed = await learner.notes({ courseId: course._id, lessonId: 'lesson-1' });
    expect(listed.body).toEqual([expect.objectContaining({ content: 'loops', position: 83.5 })]);
  });

  it('keeps notes without a time, as before', async () => {
    const created = await note('lesson-1', 'no time');
    expect(created.status).toBe(201);
    expect(created.body.note).not.toHaveProperty('position');
  });

  it('keeps a note its time when only its text is edited', async () => {
    const created = await note('lesson-2', 'first draft', 40);
    await learner.editNote({
      courseId: course._id,
      lessonId: 'lesson-2',
      noteId: created.body.note._id,
      content: 'second draft',
    });
    const [section] = (await notebook(course._id)).body.sections;
    expect(section?.notes).toEqual([expect.objectContaining({ content: 'second draft', position: 40 })]);
  });

  it('lists every note by lesson in course order, each lesson by time, untimed notes last', async () => {
    await note('lesson-3', 'third lesson', 5);
    await note('lesson-1', 'late in one', 300);
    await note('lesson-1', 'untimed');
    await note('lesson-1', 'early in one', 12);
    const answer = await notebook(course._id);
    expect(answer.status).toBe(200);
    expect(answer.body.course).toEqual({ _id: course._id, name: course.name, creator: course.creator });
    expect(
      answer.body.sections.map((s) => [s.lessonId, s.lesson, s.lessonName, s.notes.map((n) => n.content)]),
    ).toEqual([
      ['lesson-1', 1, 'Lesson 1', ['early in one', 'late in one', 'untimed']],
      ['lesson-3', 3, 'Lesson 3', ['third lesson']],
    ]);
  });

  it('holds only notes of this course, even of one whose id starts the same', async () => {
    const other = await freshCourse({ _id: `${course._id}-2` });
    await learner.enroll(other._id);
    await learner.newNote({ courseId: other._id, lessonId: 'lesson-1', content: 'elsewhere' });
    await note('lesson-1', 'here', 1);
    const contents = (await notebook(course._id)).body.sections.flatMap((s) => s.notes.map((n) => n.content));
    expect(contents).toEqual(['here']);
  });

  it("never shows one learner another's notes: B gets an empty notebook of the same course", async () => {
    await note('lesson-1', 'private to A', 10);
    const b = await loggedInLearner('Notebook Bea');
    const unenrolled = await resumeClient(b.jar).notebook(course._id);
    expect(unenrolled).toMatchObject({ status: 200, body: { sections: [] } });
    await learningClient(b.jar).enroll(course._id);
    expect((await resumeClient(b.jar).notebook(course._id)).body.sections).toEqual([]);
  });

  it('answers 404 for an unknown course and 401 when logged out', async () => {
    expect(await notebook('no-such-course')).toMatchObject({
      status: 404,
      body: { msg: 'Course not found.' },
    });
    expect((await resumeClient(new CookieJar()).notebook(course._id)).status).toBe(401);
  });
});
