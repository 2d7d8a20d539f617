import { getCourseLove } from '../../functions/data/courses';
import { keys } from '../../functions/data/keys';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { QueryCommand } from '../../functions/lib/dynamodb';
import { LIMITS } from '../../shared/constants';
import type { Course } from '../../shared/types';
import { freshCourse } from '../support/courses';
import type { Answer, EventInput } from '../support/events';
import { type LearningClient, learningClient, learningHandlers, userIdOf } from '../support/learning-client';
import { loggedInLearner } from '../support/users';

let course: Course;
let learner: LearningClient;
let noteId: string;

/** Everything stored under the learner's partition, to prove a refused call wrote nothing. */
async function storedState() {
  const out = await db.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.user(userIdOf(learner.jar)).pk },
      ConsistentRead: true,
    }),
  );
  return { items: out.Items, love: await getCourseLove(course._id) };
}

beforeAll(async () => {
  course = await freshCourse();
  learner = learningClient((await loggedInLearner()).jar);
  await learner.enroll(course._id);
  await learner.love(course._id);
  noteId = (await learner.newNote({ courseId: course._id, lessonId: 'lesson-1', content: 'keep me' })).body
    .note._id;
});

type Case = [string, number, () => Promise<Answer<unknown>>];

const raw = (handler: keyof typeof learningHandlers, input: EventInput) => () =>
  learner.jar.call(learningHandlers[handler], input);
const lesson = (extra: Record<string, unknown> = {}) => ({
  courseId: course._id,
  lessonId: 'lesson-1',
  ...extra,
});
const note = (extra: Record<string, unknown> = {}) => lesson({ noteId, content: 'changed', ...extra });

const cases: Case[] = [
  ['enroll: malformed JSON', 400, raw('enroll', { path: '/api/enroll', rawBody: '{"courseId":' })],
  ['enroll: a JSON array', 400, raw('enroll', { path: '/api/enroll', rawBody: '[]' })],
  ['enroll: a number id', 400, () => learner.enroll(42)],
  ['enroll: no id', 400, () => learner.enroll(undefined)],
  ['enroll: an id with #', 400, () => learner.enroll('a#b')],
  ['enroll: a 65-character id', 400, () => learner.enroll('x'.repeat(65))],
  ['enroll: an unknown course', 404, () => learner.enroll('no-such-course')],
  [
    'enroll: a 20 KB body',
    413,
    raw('enroll', { path: '/api/enroll', rawBody: JSON.stringify({ courseId: 'x'.repeat(20_000) }) }),
  ],
  ['detail: a path parameter with dots', 404, () => learner.detail('..%2Fetc')],
  ['play: an unknown course', 404, () => learner.play('no-such-course')],
  ['completed: an unknown course', 404, () => learner.completed('no-such-course')],
  ['love: an unknown course', 404, () => learner.love('no-such-course')],
  ['love: an object id', 400, () => learner.love({ $ne: '' })],
  ['unlove: no id', 400, () => learner.unlove(undefined)],
  ['unlove: an unknown course', 404, () => learner.unlove('no-such-course')],
  ['complete: an unknown lesson', 404, () => learner.complete(lesson({ lessonId: 'lesson-99', done: true }))],
  ['complete: an unknown course', 404, () => learner.complete(lesson({ courseId: 'nope', done: true }))],
  ['complete: done as text', 400, () => learner.complete(lesson({ done: 'yes' }))],
  ['complete: a number lesson id', 400, () => learner.complete(lesson({ lessonId: 1 }))],
  ['complete: no lesson id', 400, () => learner.complete({ courseId: course._id, done: true })],
  ['notes: an unknown lesson', 404, () => learner.notes(lesson({ lessonId: 'lesson-99' }))],
  ['notes: no course id', 400, () => learner.notes({ lessonId: 'lesson-1' })],
  ['new note: empty content', 400, () => learner.newNote(lesson({ content: '' }))],
  ['new note: blank content', 400, () => learner.newNote(lesson({ content: '   ' }))],
  ['new note: no content', 400, () => learner.newNote(lesson())],
  [
    'new note: content over 500',
    400,
    () => learner.newNote(lesson({ content: 'x'.repeat(LIMITS.noteContentMax + 1) })),
  ],
  [
    'new note: title over 15',
    400,
    () => learner.newNote(lesson({ title: 'x'.repeat(LIMITS.noteTitleMax + 1), content: 'ok' })),
  ],
  ['new note: a number title', 400, () => learner.newNote(lesson({ title: 7, content: 'ok' }))],
  [
    'new note: an unknown lesson',
    404,
    () => learner.newNote(lesson({ lessonId: 'lesson-99', content: 'ok' })),
  ],
  ['new note: an unknown course', 404, () => learner.newNote(lesson({ courseId: 'nope', content: 'ok' }))],
  ['new note: malformed JSON', 400, raw('createNote', { path: '/api/note/new', rawBody: '{"content":"x"' })],
  ['edit note: an unknown note', 404, () => learner.editNote(note({ noteId: 'not-a-note' }))],
  ['edit note: no note id', 400, () => learner.editNote(note({ noteId: undefined }))],
  ['edit note: empty content', 400, () => learner.editNote(note({ content: '' }))],
  ['edit note: content over 500', 400, () => learner.editNote(note({ content: 'x'.repeat(501) }))],
  ['edit note: title over 15', 400, () => learner.editNote(note({ title: 'x'.repeat(16) }))],
  ['edit note: an unknown lesson', 404, () => learner.editNote(note({ lessonId: 'lesson-99' }))],
  ['edit note: another lesson', 404, () => learner.editNote(note({ lessonId: 'lesson-2' }))],
  ['delete note: an unknown note', 404, () => learner.deleteNote(lesson({ noteId: 'not-a-note' }))],
  ['delete note: a note id with spaces', 400, () => learner.deleteNote(lesson({ noteId: 'a b' }))],
];

it.each(cases)('%s answers %i with a message and writes nothing', async (_name, status, send) => {
  const before = await storedState();
  const answer = await send();
  expect(answer.status).toBe(status);
  expect(typeof (answer.body as { msg?: unknown }).msg).toBe('string');
  expect(await storedState()).toEqual(before);
});

it('still has the note and the like it started with', async () => {
  expect((await learner.notes(lesson())).body).toEqual([
    expect.objectContaining({ _id: noteId, content: 'keep me' }),
  ]);
  expect((await learner.detail(course._id)).body.love).toBe(1);
});
