/**
 * Lesson notes. A note lives under its owner's partition (`USER#id`,
 * `NOTE#courseId#lessonId#noteId`), so every read and write is addressed by the caller's own id:
 * another learner's note id simply names nothing, and a course's notes are one key prefix. A
 * counter per lesson on the learner–course item, changed in the same transaction as the note,
 * caps the notes per lesson exactly.
 */
import { randomBytes } from 'node:crypto';
import { NOTES_PER_LESSON_MAX } from '../../shared/learning';
import type { Note } from '../../shared/types';
import { isConditionFailure, retryOnConflict } from './conditions';
import { enrolledUpdate } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { cardOfNoteRemoval } from './review-cards';
import { table } from './table-client';
import { getUserCourse } from './user-courses';

export interface NoteRef {
  courseId: string;
  lessonId: string;
  noteId: string;
}

// Time first, so a lesson's notes sort oldest first in the key itself.
const newNoteId = (): string =>
  `${Date.now().toString(36).padStart(9, '0')}${randomBytes(6).toString('base64url')}`;

/** The counter attribute on the learner–course item for one lesson's notes. */
const counterName = (lessonId: string) => ({ '#count': `notes_${lessonId}` });

function toNote(item: Record<string, unknown>): Note {
  return {
    _id: item._id as string,
    title: item.title as string,
    content: item.content as string,
    lessonId: item.lessonId as string,
    ...(typeof item.position === 'number' ? { position: item.position } : {}),
    createdAt: item.createdAt as string,
  };
}

/** The learner's notes on one lesson, oldest first: one Query. */
export async function listNotes(userId: string, courseId: string, lessonId: string): Promise<Note[]> {
  // At most NOTES_PER_LESSON_MAX notes of at most ~2 KB each: always one page.
  const items = await table.queryPrefix(keys.user(userId).pk, keys.notePrefix(courseId, lessonId));
  return items.map(toNote);
}

/** The learner's notes on every lesson of a course, by lesson id then age: one Query (1 MB a page). */
export async function listCourseNotes(userId: string, courseId: string): Promise<Note[]> {
  const items = await table.queryPrefix(keys.user(userId).pk, keys.notePrefix(courseId));
  return items.map(toNote);
}

/**
 * Where the learner's note `noteId` was taken, on any course, or undefined when the learner has no
 * such note: a Query of the learner's own notes filtered on the id, page by page until found. It
 * reads every note of the learner in the worst case (a few hundred small items, a handful of pages),
 * which is acceptable for a rare action such as making a review card of a note named by id alone;
 * being in the caller's partition, another learner's note id names nothing.
 */
export async function findNoteRef(userId: string, noteId: string): Promise<NoteRef | undefined> {
  const pages = table.queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: '#id = :noteId',
    ExpressionAttributeNames: { '#id': '_id' },
    ExpressionAttributeValues: {
      ':pk': keys.user(userId).pk,
      ':prefix': keys.anyNotePrefix,
      ':noteId': noteId,
    },
    ProjectionExpression: 'courseId, lessonId',
  });
  for await (const page of pages) {
    const [item] = page;
    if (item) return { courseId: item.courseId as string, lessonId: item.lessonId as string, noteId };
  }
  return undefined;
}

/** The learner's notes named by `refs` (those that exist), in no particular order: one BatchGet per 100. */
export async function getNotes(userId: string, refs: readonly NoteRef[]): Promise<Note[]> {
  const items = await table.getMany(
    refs.map((ref) => keys.note(userId, ref.courseId, ref.lessonId, ref.noteId)),
  );
  return items.map(toNote);
}

/** Why a note was not added: the learner is not enrolled, or the lesson holds the maximum already. */
export type AddNoteOutcome = Outcome<Note, 'not-enrolled' | 'lesson-full'>;

/** Adds a note for an enrolled learner, unless the lesson already holds the maximum. */
export async function addNote(
  userId: string,
  input: { courseId: string; lessonId: string; title: string; content: string; position?: number },
): Promise<AddNoteOutcome> {
  const now = new Date().toISOString();
  const note: Note = {
    _id: newNoteId(),
    title: input.title,
    content: input.content,
    lessonId: input.lessonId,
    ...(input.position === undefined ? {} : { position: input.position }),
    createdAt: now,
  };
  try {
    await retryOnConflict(() =>
      table.transact([
        {
          Update: enrolledUpdate(userId, input.courseId, {
            update: 'SET #count = if_not_exists(#count, :zero) + :one',
            condition: 'attribute_not_exists(#count) OR #count < :max',
            names: counterName(input.lessonId),
            values: { ':zero': 0, ':one': 1, ':max': NOTES_PER_LESSON_MAX },
          }),
        },
        {
          Put: {
            Item: {
              ...keys.note(userId, input.courseId, input.lessonId, note._id),
              type: 'note',
              courseId: input.courseId,
              ...note,
              updatedAt: now,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]),
    );
    return done(note);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const relation = await getUserCourse(userId, input.courseId, true);
    return refused(relation?.enrolled ? 'lesson-full' : 'not-enrolled');
  }
}

/** Changes the content (and the title when given) of the caller's own note; `gone` for any other id. */
export async function editNote(
  userId: string,
  ref: NoteRef,
  change: { content: string; title?: string },
): Promise<Outcome<Note, 'gone'>> {
  const title = change.title === undefined ? '' : ', title = :title';
  try {
    const out = await table.update({
      Key: keys.note(userId, ref.courseId, ref.lessonId, ref.noteId),
      UpdateExpression: `SET content = :content, updatedAt = :now${title}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':content': change.content,
        ':now': new Date().toISOString(),
        ...(change.title === undefined ? {} : { ':title': change.title }),
      },
      ReturnValues: 'ALL_NEW',
    });
    return done(toNote(out.Attributes ?? {}));
  } catch (error) {
    if (isConditionFailure(error)) return refused('gone');
    throw error;
  }
}

/**
 * Deletes the caller's own note, frees its place in the lesson's cap and deletes its review card
 * (if it has one) in the same transaction; `gone` for any other id.
 */
export async function deleteNote(userId: string, ref: NoteRef): Promise<Outcome<void, 'gone'>> {
  try {
    await retryOnConflict(() =>
      table.transact([
        {
          Delete: {
            Key: keys.note(userId, ref.courseId, ref.lessonId, ref.noteId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        {
          Update: {
            Key: keys.userCourse(userId, ref.courseId),
            UpdateExpression: 'ADD #count :minusOne',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: counterName(ref.lessonId),
            ExpressionAttributeValues: { ':minusOne': -1 },
          },
        },
        cardOfNoteRemoval(userId, ref.noteId),
      ]),
    );
    return done();
  } catch (error) {
    if (isConditionFailure(error)) return refused('gone');
    throw error;
  }
}
