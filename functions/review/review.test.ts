/**
 * Review cards through the real handlers and DynamoDB Local: making a card of a note (201, 409 for a
 * second, 404 for another learner's note, the front's 400s), the due list's order, limit and count,
 * grading (a grade that moves the card, two grades of one showing that count once), deleting a card,
 * a note's deletion taking its card, and cards in the export and gone with the account.
 */
import { REVIEW_MESSAGES } from '../../shared/review';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { freshCourse } from '../../test/support/courses';
import { type LearningClient, learningClient, userIdOf } from '../../test/support/learning-client';
import { reviewClient } from '../../test/support/review-client';
import { getItem, partitionItems } from '../../test/support/table-items';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { keys } from '../data/keys';
import { getCard, saveGrade } from '../data/review-cards';

let course: Course;

beforeAll(async () => {
  course = await freshCourse();
});

async function noteTaker(name: string): Promise<TestLearner & { learning: LearningClient }> {
  const learner = await loggedInLearner(name);
  const learning = learningClient(learner.jar);
  await learning.enroll(course._id);
  return { ...learner, learning };
}

async function noteOf(learning: LearningClient, content: string, extra: Record<string, unknown> = {}) {
  const answer = await learning.newNote({ courseId: course._id, lessonId: 'lesson-2', content, ...extra });
  expect(answer.status).toBe(201);
  return { courseId: course._id, lessonId: 'lesson-2', noteId: answer.body.note._id };
}

describe('POST /api/review/cards', () => {
  it('makes a card of a note, due at once, and refuses a second card of the same note with 409', async () => {
    const { learning, jar } = await noteTaker('Card Maker');
    const review = reviewClient(jar);
    const note = await noteOf(learning, 'A closure keeps the variables of its scope.', { title: 'Closures' });
    const before = Date.now();

    const made = await review.make(note);
    expect(made.status).toBe(201);
    expect(made.body._id).toBe(note.noteId);
    expect(Date.parse(made.body.due)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(made.body.due)).toBeLessThanOrEqual(Date.now());

    const again = await review.make({ ...note, front: 'Another question?' });
    expect(again).toMatchObject({ status: 409, body: { msg: REVIEW_MESSAGES.exists } });
    expect((await review.due()).body.total).toBe(1);
  });

  it("answers 404 for another learner's note, as for one that never existed, and makes nothing", async () => {
    const owner = await noteTaker('Note Owner');
    const note = await noteOf(owner.learning, 'mine alone');
    const other = await noteTaker('Card Thief');
    const stolen = await reviewClient(other.jar).make(note);
    const invented = await reviewClient(other.jar).make({ ...note, noteId: 'no-such-note' });
    expect(stolen).toMatchObject({ status: 404, body: { msg: REVIEW_MESSAGES.noNote } });
    expect({ status: invented.status, body: invented.body }).toEqual({
      status: stolen.status,
      body: stolen.body,
    });
    const key = keys.reviewCard(userIdOf(other.jar), note.noteId);
    expect(await getItem(key.pk, key.sk)).toBeUndefined();
    expect((await reviewClient(owner.jar).due()).body.total).toBe(0);
  });

  it('refuses a bad front and bad ids with 400 and a message; trims the front', async () => {
    const { learning, jar } = await noteTaker('Front Writer');
    const review = reviewClient(jar);
    const note = await noteOf(learning, 'The event loop runs one task at a time.');
    expect(await review.make({ ...note, front: 'x'.repeat(121) })).toMatchObject({
      status: 400,
      body: { msg: REVIEW_MESSAGES.front },
    });
    expect(await review.make({ ...note, front: 'two\nlines' })).toMatchObject({ status: 400 });
    expect(await review.make({ ...note, noteId: 'bad#id' })).toMatchObject({ status: 400 });
    expect((await review.make({ ...note, front: '  What runs one task at a time?  ' })).status).toBe(201);
    const [card] = (await review.due()).body.cards;
    expect(card?.front).toBe('What runs one task at a time?');
  });

  it('makes a card of a note named by its id alone, with the course and lesson the note was taken on', async () => {
    const { learning, jar } = await noteTaker('Id Only');
    const review = reviewClient(jar);
    const plain = await noteOf(learning, 'Hoisting moves declarations up.', { title: 'Hoisting' });
    const asked = await noteOf(learning, 'A promise settles once.');

    expect((await review.make({ noteId: plain.noteId })).status).toBe(201);
    expect(
      (await review.make({ noteId: asked.noteId, front: 'How often does a promise settle?' })).status,
    ).toBe(201);
    expect(await review.make({ noteId: plain.noteId })).toMatchObject({
      status: 409,
      body: { msg: REVIEW_MESSAGES.exists },
    });

    const { cards } = (await review.due()).body;
    const lesson = course.lessons?.find((each) => each._id === 'lesson-2');
    expect(
      cards.map((card) => [card.back.noteId, card.front, card.back.courseName, card.back.lessonName]),
    ).toEqual(
      expect.arrayContaining([
        [plain.noteId, 'Hoisting', course.name, lesson?.lessonName],
        [asked.noteId, 'How often does a promise settle?', course.name, lesson?.lessonName],
      ]),
    );
    expect(
      cards.every((card) => card.back.courseId === course._id && card.back.lessonId === 'lesson-2'),
    ).toBe(true);
  });

  it("answers 404 for another learner's note named by its id alone, and 400 for a lone hint", async () => {
    const owner = await noteTaker('Id Owner');
    const note = await noteOf(owner.learning, 'only mine');
    const other = await noteTaker('Id Guesser');
    expect(await reviewClient(other.jar).make({ noteId: note.noteId })).toMatchObject({
      status: 404,
      body: { msg: REVIEW_MESSAGES.noNote },
    });
    const key = keys.reviewCard(userIdOf(other.jar), note.noteId);
    expect(await getItem(key.pk, key.sk)).toBeUndefined();
    expect(
      await reviewClient(owner.jar).make({ noteId: note.noteId, courseId: note.courseId }),
    ).toMatchObject({
      status: 400,
      body: { msg: REVIEW_MESSAGES.hints },
    });
  });

  it('needs a login', async () => {
    expect((await reviewClient().make({ courseId: 'c', lessonId: 'l', noteId: 'n' })).status).toBe(401);
  });
});

describe('GET /api/review/due', () => {
  it('lists due cards oldest due first with their notes and names, up to the limit, and counts them all', async () => {
    const { learning, jar } = await noteTaker('Due Reader');
    const review = reviewClient(jar);
    const titled = await noteOf(learning, 'Text of the titled note', { title: 'Recursion', position: 83 });
    const untitled = await noteOf(learning, 'A note without its own title,   about the call stack and more');
    const third = await noteOf(learning, 'Third note');
    for (const note of [titled, untitled, third]) expect((await review.make(note)).status).toBe(201);
    // The third card's schedule moved to a day ago: now it is the most overdue.
    const userId = userIdOf(jar);
    const card = (await getCard(userId, third.noteId))!;
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    expect((await saveGrade(userId, card, { ...card.schedule, due: dayAgo })).ok).toBe(true);

    const all = await review.due();
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.cards.map((c) => c._id)).toEqual([third.noteId, titled.noteId, untitled.noteId]);
    expect(all.body.cards[1]).toEqual({
      _id: titled.noteId,
      front: 'Recursion',
      due: expect.any(String),
      back: {
        noteId: titled.noteId,
        title: 'Recursion',
        content: 'Text of the titled note',
        courseId: course._id,
        courseName: course.name,
        lessonId: 'lesson-2',
        lessonName: 'Lesson 2',
        position: 83,
      },
    });
    expect(all.body.cards[2]?.front).toBe('A note without its own title, about the call stack and more');
    expect(all.body.cards[2]?.back).not.toHaveProperty('position');

    const two = await review.due({ limit: '2' });
    expect(two.body.cards.map((c) => c._id)).toEqual([third.noteId, titled.noteId]);
    expect(two.body.total).toBe(3);
    expect(await review.due({ limit: '0' })).toMatchObject({ status: 200, body: { cards: [], total: 3 } });
  });

  it('refuses a limit that is not a whole number from 0 to 100', async () => {
    const { jar } = await noteTaker('Limit Tester');
    for (const limit of ['101', '-1', '2.5', 'ten']) {
      expect(await reviewClient(jar).due({ limit })).toMatchObject({
        status: 400,
        body: { msg: REVIEW_MESSAGES.limit },
      });
    }
    expect((await reviewClient(jar).due({ limit: '100' })).status).toBe(200);
  });

  it("never lists another learner's cards", async () => {
    const owner = await noteTaker('Card Owner');
    await reviewClient(owner.jar).make(await noteOf(owner.learning, 'private'));
    const other = await noteTaker('Card Neighbour');
    expect((await reviewClient(other.jar).due()).body).toEqual({ cards: [], total: 0 });
  });
});

describe('POST /api/review/{cardId}', () => {
  it('moves the card forward for good and easy, and brings it back within minutes for again', async () => {
    const { learning, jar } = await noteTaker('Grader');
    const review = reviewClient(jar);
    const grades = { again: 0, good: 0, easy: 0 };
    for (const grade of Object.keys(grades) as Array<keyof typeof grades>) {
      const note = await noteOf(learning, `graded ${grade}`);
      await review.make(note);
      const answer = await review.grade(note.noteId, grade);
      expect(answer.status).toBe(200);
      grades[grade] = Date.parse(answer.body.due) - Date.now();
    }
    expect(grades.again).toBeGreaterThan(0);
    expect(grades.again).toBeLessThanOrEqual(10 * 60_000);
    expect(grades.good).toBeGreaterThan(grades.again);
    expect(grades.easy).toBeGreaterThan(grades.good);
    expect(grades.easy).toBeGreaterThanOrEqual(86_400_000);
    expect((await review.due()).body.total).toBe(0);
  });

  it('counts two grades of the same showing sent at once only once: one 200, one 409', async () => {
    const { learning, jar } = await noteTaker('Double Clicker');
    const review = reviewClient(jar);
    const note = await noteOf(learning, 'graded twice at once');
    const { due } = (await review.make(note)).body;
    const answers = await Promise.all([
      review.grade(note.noteId, 'good', due),
      review.grade(note.noteId, 'good', due),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ msg: REVIEW_MESSAGES.gradedAlready });
    const stored = (await getCard(userIdOf(jar), note.noteId))!;
    expect(stored.schedule).toMatchObject({ reps: 1, lapses: 0, state: 1 });
  });

  it('stores one of two grades computed from the same read of the card, and refuses the other', async () => {
    const { learning, jar } = await noteTaker('Two Tabs');
    const note = await noteOf(learning, 'graded from two tabs');
    await reviewClient(jar).make(note);
    const userId = userIdOf(jar);
    const read = (await getCard(userId, note.noteId))!;
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const outcomes = await Promise.all([
      saveGrade(userId, read, { ...read.schedule, reps: 1, state: 2, due: later }),
      saveGrade(userId, read, { ...read.schedule, reps: 1, state: 1, due: later }),
    ]);
    expect(outcomes.map((o) => (o.ok ? 'stored' : o.refused)).sort()).toEqual(['changed', 'stored']);
    expect((await getCard(userId, note.noteId))?.schedule.reps).toBe(1);
  });

  it('refuses an unknown grade with 400, and a card that is not the caller’s with 404', async () => {
    const owner = await noteTaker('Grade Owner');
    const note = await noteOf(owner.learning, 'only I grade this');
    await reviewClient(owner.jar).make(note);
    expect(await reviewClient(owner.jar).grade(note.noteId, 'perfect')).toMatchObject({
      status: 400,
      body: { msg: REVIEW_MESSAGES.grade },
    });
    const other = await noteTaker('Grade Thief');
    expect(await reviewClient(other.jar).grade(note.noteId, 'easy')).toMatchObject({
      status: 404,
      body: { msg: REVIEW_MESSAGES.noCard },
    });
    expect((await getCard(userIdOf(owner.jar), note.noteId))?.schedule.reps).toBe(0);
  });
});

describe('deleting cards', () => {
  it('DELETE /api/review/{cardId} removes the card and keeps the note; a second delete is 404', async () => {
    const { learning, jar } = await noteTaker('Card Remover');
    const review = reviewClient(jar);
    const note = await noteOf(learning, 'keep the note, drop the card');
    await review.make(note);
    expect(await review.remove(note.noteId)).toMatchObject({
      status: 200,
      body: { msg: REVIEW_MESSAGES.deleted },
    });
    expect((await review.remove(note.noteId)).status).toBe(404);
    expect((await review.due()).body.total).toBe(0);
    expect((await learning.notes({ courseId: course._id, lessonId: 'lesson-2' })).body).toHaveLength(1);
    expect((await review.make(note)).status).toBe(201);
  });

  it('deleting a note deletes its card with it', async () => {
    const { learning, jar } = await noteTaker('Note Deleter');
    const review = reviewClient(jar);
    const note = await noteOf(learning, 'soon gone');
    const kept = await noteOf(learning, 'stays');
    await review.make(note);
    await review.make(kept);
    expect((await learning.deleteNote(note)).status).toBe(200);
    const cards = (await partitionItems(`USER#${userIdOf(jar)}`)).filter((i) =>
      String(i.sk).startsWith('REVIEWCARD#'),
    );
    expect(cards.map((c) => c.noteId)).toEqual([kept.noteId]);
    expect((await review.due()).body.cards.map((c) => c._id)).toEqual([kept.noteId]);
  });
});

describe('your data', () => {
  it('the export holds the cards; deleting the account removes them', async () => {
    const learner = await noteTaker('Exporting Card Maker');
    const note = await noteOf(learner.learning, 'exported');
    await reviewClient(learner.jar).make({ ...note, front: 'What is exported?' });
    const userId = userIdOf(learner.jar);
    const account = accountClient(learner.jar);

    const exported = (await account.exportData()).body;
    expect(exported.reviewCards).toEqual([
      {
        _id: note.noteId,
        noteId: note.noteId,
        courseId: course._id,
        lessonId: 'lesson-2',
        front: 'What is exported?',
        createdAt: expect.any(String),
        due: expect.any(String),
        reps: 0,
        lapses: 0,
        lastReview: null,
      },
    ]);

    expect((await account.deleteAccount(learner.password)).status).toBe(200);
    const left = (await partitionItems(`USER#${userId}`)).filter((i) =>
      String(i.sk).startsWith('REVIEWCARD#'),
    );
    expect(left).toEqual([]);
  });
});
