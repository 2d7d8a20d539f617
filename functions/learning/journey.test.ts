import { DEFAULT_NOTE_TITLE } from '../../shared/constants';
import { NOTES_PER_LESSON_MAX } from '../../shared/learning';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { loggedInLearner } from '../../test/support/users';

const SEEDED = 'python-for-everybody';

describe('browsing the catalogue', () => {
  it('lists the newest courses (at most 60) without lessons, to anyone', async () => {
    const answer = await learningClient().courses();
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(22);
    expect(answer.body.length).toBeLessThanOrEqual(60);
    expect(answer.body[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      language: expect.stringMatching(/^(english|hindi)$/),
      love: expect.any(Number),
      lessonCount: expect.any(Number),
    });
    expect(answer.body[0]?.course_pic).toMatch(/^https:\/\/i\.ytimg\.com\//);
    expect(answer.body.every((c) => c.lessons === undefined)).toBe(true);
  });

  it('shows one course with its lessons, to anyone', async () => {
    const answer = await learningClient().detail(SEEDED);
    expect(answer.status).toBe(200);
    expect(answer.body.lessons?.length).toBe(answer.body.lessonCount);
    expect(answer.body.lessons?.[0]).toMatchObject({ _id: 'lesson-1', lesson: 1, link: expect.any(String) });
  });

  it('answers 404 with a message for an unknown course', async () => {
    const answer = await learningClient().detail('no-such-course');
    expect(answer).toMatchObject({ status: 404, body: { msg: 'Course not found.' } });
  });
});

describe("a learner's path through a course", () => {
  let course: Course;
  let learner: LearningClient;
  const lesson = (n: number) => ({ courseId: course._id, lessonId: `lesson-${n}` });

  beforeEach(async () => {
    course = await freshCourse();
    learner = learningClient((await loggedInLearner()).jar);
  });

  it('enrols once even when asked twice, and the dashboard shows the course', async () => {
    const first = await learner.enroll(course._id);
    const second = await learner.enroll(course._id);
    expect(first).toMatchObject({
      status: 200,
      body: { msg: 'Enrolled successfully!', alreadyEnrolled: false },
    });
    expect(second).toMatchObject({ status: 200, body: { alreadyEnrolled: true } });

    const dashboard = await learner.dashboard();
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.courseEnrolled).toHaveLength(1);
    expect(dashboard.body.courseEnrolled[0]).toMatchObject({
      courseId: { _id: course._id, name: course.name, lessonCount: 3 },
      completed: [],
    });
    expect(dashboard.body.courseEnrolled[0]?.courseId.lessons).toBeUndefined();
    expect(dashboard.body.courseLoved).toEqual([]);
  });

  it('starts with an empty dashboard and recommends a dozen courses', async () => {
    const dashboard = await learner.dashboard();
    expect(dashboard.body).toMatchObject({
      courseEnrolled: [],
      courseLoved: [],
      preferences: null,
      cardsDue: 0,
    });
    const recommended = await learner.recommended();
    expect(recommended.status).toBe(200);
    expect(recommended.body).toHaveLength(12);
    // The dashboard carries the same picks, so its page needs no call of its own for them.
    expect((dashboard.body as { recommended?: unknown }).recommended).toEqual(recommended.body);
  });

  it('recommends only courses the learner has not enrolled in', async () => {
    const [first] = (await learner.recommended()).body;
    await learner.enroll(first!._id);
    const recommended = await learner.recommended();
    expect(recommended.status).toBe(200);
    expect(recommended.body.length).toBeGreaterThan(0);
    expect(recommended.body.map((c) => c._id)).not.toContain(first!._id);
  });

  it('plays a course with its lessons, like count and enrolment', async () => {
    const before = await learner.play(course._id);
    expect(before).toMatchObject({ status: 200, body: { enrolled: false, courseLoved: [], completed: [] } });
    await learner.enroll(course._id);
    const after = await learner.play(course._id);
    expect(after.body).toMatchObject({ enrolled: true, response: { _id: course._id, love: 0 } });
    expect(after.body.response.lessons).toHaveLength(3);
  });

  it('ticks lessons complete and back, idempotently with `done`, toggling without it', async () => {
    await learner.enroll(course._id);
    expect((await learner.complete({ ...lesson(2), done: true })).body).toEqual([2]);
    expect((await learner.complete({ ...lesson(2), done: true })).body).toEqual([2]);
    expect((await learner.complete(lesson(1))).body).toEqual([1, 2]);
    expect((await learner.complete(lesson(1))).body).toEqual([2]);
    expect((await learner.complete({ ...lesson(3), done: false })).body).toEqual([2]);
    expect((await learner.completed(course._id)).body).toEqual([2]);
    // The play answer carries the same, so the player and the course page ask no second call.
    expect((await learner.play(course._id)).body.completed).toEqual([2]);
    const dashboard = await learner.dashboard();
    expect(dashboard.body.courseEnrolled[0]?.completed).toEqual([2]);
    expect((await learner.complete({ ...lesson(2), done: false })).body).toEqual([]);
    expect((await learner.completed(course._id)).body).toEqual([]);
  });

  it('likes once however often it is clicked, unlikes never below zero, and the dashboard agrees', async () => {
    await learner.enroll(course._id);
    expect((await learner.love(course._id)).body).toEqual({ love: 1 });
    expect((await learner.love(course._id)).body).toEqual({ love: 1 });
    expect((await learner.dashboard()).body.courseLoved).toEqual([course._id]);
    expect((await learner.play(course._id)).body.courseLoved).toEqual([course._id]);

    expect((await learner.unlove(course._id)).body).toEqual({ love: 0 });
    expect((await learner.unlove(course._id)).body).toEqual({ love: 0 });
    expect((await learner.dashboard()).body.courseLoved).toEqual([]);
    expect((await learner.detail(course._id)).body.love).toBe(0);
  });

  it('keeps notes per lesson: create, list, edit, delete', async () => {
    await learner.enroll(course._id);
    const created = await learner.newNote({ ...lesson(1), title: 'Loops', content: 'for and while' });
    expect(created.status).toBe(201);
    const untitled = await learner.newNote({ ...lesson(1), title: '   ', content: 'second thought' });
    expect(untitled.body.note.title).toBe(DEFAULT_NOTE_TITLE);
    await learner.newNote({ ...lesson(2), content: 'on another lesson' });

    const listed = await learner.notes(lesson(1));
    expect(listed.status).toBe(200);
    expect(listed.body.map((n) => [n.title, n.content])).toEqual([
      ['Loops', 'for and while'],
      [DEFAULT_NOTE_TITLE, 'second thought'],
    ]);

    const noteId = created.body.note._id;
    const edited = await learner.editNote({ ...lesson(1), noteId, content: 'for, while and do' });
    expect(edited.status).toBe(201);
    expect(edited.body.note).toMatchObject({ _id: noteId, title: 'Loops', content: 'for, while and do' });
    await learner.editNote({ ...lesson(1), noteId, content: 'renamed', title: 'Iteration' });
    expect((await learner.notes(lesson(1))).body[0]).toMatchObject({
      title: 'Iteration',
      content: 'renamed',
    });

    expect((await learner.deleteNote({ ...lesson(1), noteId })).status).toBe(200);
    expect((await learner.deleteNote({ ...lesson(1), noteId })).status).toBe(404);
    expect((await learner.notes(lesson(1))).body.map((n) => n.content)).toEqual(['second thought']);
  });

  it(`caps a lesson at ${NOTES_PER_LESSON_MAX} notes, even when they arrive at once, and a delete frees a place`, async () => {
    await learner.enroll(course._id);
    const attempts = await Promise.all(
      Array.from({ length: NOTES_PER_LESSON_MAX + 5 }, (_, i) =>
        learner.newNote({ ...lesson(1), content: `n${i}` }),
      ),
    );
    // At once, the cap holds: never a note too many. On a busy machine some writes may give up on the
    // contended counter (503, try again) rather than wait; those saved nothing.
    const saved = attempts.filter((a) => a.status === 201).length;
    expect(saved).toBeLessThanOrEqual(NOTES_PER_LESSON_MAX);
    expect(attempts.every((a) => [201, 409, 503].includes(a.status))).toBe(true);
    expect((await learner.notes(lesson(1))).body).toHaveLength(saved);
    // One at a time, the lesson fills to exactly the cap and refuses the next.
    for (let i = saved; i < NOTES_PER_LESSON_MAX; i++) {
      expect((await learner.newNote({ ...lesson(1), content: `late ${i}` })).status).toBe(201);
    }
    expect((await learner.newNote({ ...lesson(1), content: 'over' })).status).toBe(409);
    const notes = (await learner.notes(lesson(1))).body;
    expect(notes).toHaveLength(NOTES_PER_LESSON_MAX);

    expect((await learner.newNote({ ...lesson(2), content: 'other lesson' })).status).toBe(201);
    await learner.deleteNote({ ...lesson(1), noteId: notes[0]!._id });
    expect((await learner.newNote({ ...lesson(1), content: 'fits again' })).status).toBe(201);
    expect((await learner.newNote({ ...lesson(1), content: 'one too many' })).status).toBe(409);
  });

  it('refuses likes, progress and notes on a course the learner has not enrolled in', async () => {
    const enrolFirst = { status: 403, body: { msg: 'Enrol in this course first.' } };
    expect(await learner.love(course._id)).toMatchObject(enrolFirst);
    expect(await learner.unlove(course._id)).toMatchObject(enrolFirst);
    expect(await learner.complete({ ...lesson(1), done: true })).toMatchObject(enrolFirst);
    expect(await learner.complete(lesson(1))).toMatchObject(enrolFirst);
    expect(await learner.newNote({ ...lesson(1), content: 'x' })).toMatchObject(enrolFirst);
    expect((await learner.detail(course._id)).body.love).toBe(0);
    expect((await learner.completed(course._id)).body).toEqual([]);
    expect((await learner.dashboard()).body.courseEnrolled).toEqual([]);
  });
});
