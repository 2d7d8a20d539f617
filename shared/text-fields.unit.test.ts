/**
 * Every field of the API that holds text people write is held to the one text rule (`text.ts`) by
 * the body schema its route checks: the same refusals with the same message, the same scripts and
 * emoji accepted, and line breaks kept only where the text is shown as paragraphs.
 */
import { profileSchema } from './account';
import { reportSchema, sendChatSchema } from './chat';
import { newAnswerSchema, newQuestionSchema } from './discussion';
import { editNoteSchema, newNoteSchema } from './learning';
import { approveSchema, courseRequestSchema, rejectSchema } from './requests';
import { TEXT_MSG } from './text';
import type { Result, Schema } from './validation';
import { registerSchema } from './validation';

interface TextField {
  schema: Schema<unknown>;
  /** A valid body with `text` in the field. */
  body(text: string): Record<string, unknown>;
  /** The field's stored value from the schema's answer. */
  stored(value: unknown): unknown;
  multiline: boolean;
  /** The refusal as the schema words it (an approved lesson's names its lesson). */
  refusal?: string;
}

const ids = { courseId: 'python', lessonId: 'lesson-1' };
const request = { name: 'Asha Rao', email: 'asha@example.com', playlist: 'https://youtu.be/dQw4w9WgXcQ' };
const course = {
  name: 'Python',
  creator: 'Asha Rao',
  category: 'Programming',
  language: 'english',
  info: 'Learn Python',
  description: 'From the start',
  lessons: [{ lessonName: 'Intro', link: 'dQw4w9WgXcQ' }],
};
const account = { email: 'asha@example.com', password: 'long enough', confirmPassword: 'long enough' };

const field = (
  schema: Schema<unknown>,
  name: string,
  others: Record<string, unknown>,
  multiline: boolean,
): TextField => ({
  schema,
  body: (text) => ({ ...others, [name]: text }),
  stored: (value) => (value as Record<string, unknown>)[name],
  multiline,
});

const FIELDS: Record<string, TextField> = {
  "a question's title": field(newQuestionSchema, 'title', { body: 'Details' }, false),
  "a question's body": field(newQuestionSchema, 'body', { title: 'A question' }, true),
  'an answer': field(newAnswerSchema, 'body', {}, true),
  'a chat message': field(sendChatSchema, 'message', {}, false),
  "a chat report's reason": field(reportSchema, 'reason', { messageId: '1748779200000-Ab3_x-9Z' }, true),
  "a new note's title": field(newNoteSchema, 'title', { ...ids, content: 'A note' }, false),
  "a new note's text": field(newNoteSchema, 'content', { ...ids, title: 'Title' }, true),
  "an edited note's title": field(
    editNoteSchema,
    'title',
    { ...ids, noteId: 'n1', content: 'A note' },
    false,
  ),
  "an edited note's text": field(editNoteSchema, 'content', { ...ids, noteId: 'n1' }, true),
  "a course request's name": field(courseRequestSchema, 'name', { ...request, message: 'Please' }, false),
  "a course request's message": field(courseRequestSchema, 'message', request, true),
  "an approved course's name": field(approveSchema, 'name', course, false),
  "an approved course's creator": field(approveSchema, 'creator', course, false),
  "an approved course's category": field(approveSchema, 'category', course, false),
  "an approved course's info": field(approveSchema, 'info', course, true),
  "an approved course's description": field(approveSchema, 'description', course, true),
  "an approved lesson's name": {
    schema: approveSchema,
    body: (text) => ({ ...course, lessons: [{ lessonName: text, link: 'dQw4w9WgXcQ' }] }),
    stored: (value) => (value as typeof course).lessons[0]?.lessonName,
    multiline: false,
    refusal: `Lesson 1: ${TEXT_MSG}`,
  },
  "a rejected request's reason": field(rejectSchema, 'reason', {}, true),
  "an account's name": field(profileSchema, 'name', {}, false),
  "a new account's name": field(registerSchema, 'name', account, false),
};

const all = Object.entries(FIELDS);
const multiLine = all.filter(([, f]) => f.multiline);
const oneLine = all.filter(([, f]) => !f.multiline);

/** What the schema answers for the field, or the refusal's message. */
function check(f: TextField, text: string): Result<unknown> {
  const result = f.schema(f.body(text));
  return result.ok ? { ok: true, value: f.stored(result.value) } : result;
}

const refused = (f: TextField) => ({ ok: false, msg: f.refusal ?? TEXT_MSG });

// Short enough for every field (a note's title has 15 characters), long enough for every minimum.
describe.each(all)('%s', (_field, f) => {
  it.each([
    ['a right-to-left override', 'Asha \u202Eremmah'],
    ['a zero-width space', 'Asha\u200BLearner'],
    ['a control character', 'Asha\u0007Learner'],
    ['a lone zero-width joiner', 'Asha \u200D Rao'],
  ])('refuses %s with the text rule’s message', (_what, text) => {
    expect(check(f, text)).toMatchObject(refused(f));
  });

  it.each([
    ['Hindi', 'प्रिया शर्मा'],
    ['Arabic', 'محمد عبد الله'],
    ['an emoji with a zero-width joiner', 'Asha 👩🏽‍💻 Rao'],
  ])('accepts text in %s as typed', (_what, text) => {
    expect(check(f, text)).toEqual({ ok: true, value: text });
  });

  it('stores the NFC form, trimmed', () => {
    expect(check(f, '  Rene\u0301e Rao ')).toEqual({ ok: true, value: 'Ren\u00E9e Rao' });
  });
});

describe.each(multiLine)('%s, shown as paragraphs,', (_field, f) => {
  it('keeps its line breaks and tabs, with every line end stored as \\n', () => {
    expect(check(f, 'Line one\r\nLine\ttwo\n\nLine three')).toEqual({
      ok: true,
      value: 'Line one\nLine\ttwo\n\nLine three',
    });
  });
});

describe.each(oneLine)('%s, shown on one line,', (_field, f) => {
  it.each([
    ['a line break', 'Asha\nRao'],
    ['a tab', 'Asha\tRao'],
  ])('refuses %s', (_what, text) => {
    expect(check(f, text)).toMatchObject(refused(f));
  });
});
