/**
 * Review cards: notes that come back for review on a spaced-repetition schedule (FSRS, run by the
 * server). The input rules the note forms and the Lambdas share, the answer shapes, and the words
 * both sides show.
 */
import { DEFAULT_NOTE_TITLE } from './constants';
import { cut } from './learning';
import { type Field, fail, id, number, object, optional, string, userText } from './validation';

/** How a learner rates their recall of a card, from forgotten to effortless (FSRS's four grades). */
export const REVIEW_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** Cards per `GET /api/review/due` when `limit` is not given, and the most one call answers. */
export const DUE_LIMIT_DEFAULT = 20;
export const DUE_LIMIT_MAX = 100;

/**
 * A learner's own question for a card's front: one line, like a note's title, but with room for a
 * question (a note's 15-character title is a label, not a question).
 */
export const CARD_FRONT_MAX = 120;

/** The characters of a note's text that stand for it on a card's front when its title is the default. */
export const FRONT_FROM_TEXT_MAX = 80;

export const REVIEW_MESSAGES = {
  made: 'Review card made. It is due now.',
  exists: 'This note already has a review card.',
  noNote: 'This note no longer exists.',
  front: `A question has at most ${CARD_FRONT_MAX} characters, on one line.`,
  hints: 'courseId and lessonId go together: give both, or neither.',
  grade: `grade must be one of: ${REVIEW_GRADES.join(', ')}.`,
  limit: `limit must be a whole number from 0 to ${DUE_LIMIT_MAX}.`,
  noCard: 'This review card no longer exists.',
  due: "due must be the card's due date as the server sent it.",
  gradedAlready:
    'This card was graded a moment ago (in another tab or by a repeated click); that grade counts.',
  deleted: 'Review card deleted. The note stays.',
} as const;

/**
 * `noteId` names the note; `courseId` and `lessonId` are optional hints to where it was taken (the
 * note calls' address), which spare the server a search of the learner's notes. A lone hint is
 * refused rather than ignored: it is a client's mistake, and a silent search would hide it.
 */
export const newCardSchema = object(
  {
    courseId: optional(id(), ''),
    lessonId: optional(id(), ''),
    noteId: id(),
    /** Blank or absent: the card asks with the note's title (or the beginning of its text). */
    front: optional(userText({ min: 0, max: CARD_FRONT_MAX, msg: REVIEW_MESSAGES.front }), ''),
  },
  ({ courseId, lessonId }) => (Boolean(courseId) === Boolean(lessonId) ? null : REVIEW_MESSAGES.hints),
);

const isGrade = (value: unknown): value is ReviewGrade => REVIEW_GRADES.includes(value as ReviewGrade);
const grade: Field<ReviewGrade> = (value) =>
  isGrade(value) ? { ok: true, value } : fail(REVIEW_MESSAGES.grade);
/** An ISO time as the server writes them (`2026-11-27T18:00:00.000Z`). */
const isoTime = string({
  max: 24,
  pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
  msg: REVIEW_MESSAGES.due,
});

/**
 * `due` is the card's due date as the learner was shown it: when given, the grade counts only for
 * that showing, so a repeated click or a second tab cannot grade the same showing twice.
 */
export const gradeSchema = object({ grade, due: optional(isoTime, '') });

/** The `limit` of `GET /api/review/due`: absent means the default; 0 asks for the count alone. */
export function dueLimitOf(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return DUE_LIMIT_DEFAULT;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const result = number(0, DUE_LIMIT_MAX)(Number(raw), 'limit');
  return result.ok ? result.value : null;
}

/** What a card asks: the learner's question, else the note's title, else the beginning of its text. */
export function cardFront(card: { front?: string }, note: { title: string; content: string }): string {
  if (card.front) return card.front;
  if (note.title && note.title !== DEFAULT_NOTE_TITLE) return note.title;
  return cut(note.content.replace(/\s+/g, ' ').trim(), FRONT_FROM_TEXT_MAX, '…');
}

/** POST /api/review/cards: the new card, due at once. */
export interface CardMade {
  _id: string;
  due: string;
}

/** One due card as the review page shows it: the question, and the note with where it was taken. */
export interface DueCard {
  _id: string;
  front: string;
  due: string;
  back: {
    noteId: string;
    title: string;
    content: string;
    courseId: string;
    courseName: string | null;
    lessonId: string;
    /** Null when the lesson left the course (the note stays, and so does its card). */
    lessonName: string | null;
    /** The second of the video the note was taken at; absent for notes taken without a player. */
    position?: number;
  };
}

/** GET /api/review/due: the first `limit` due cards, oldest due first, and how many are due in all. */
export interface DueCards {
  cards: DueCard[];
  total: number;
}

/** POST /api/review/{cardId}: when the card comes back. */
export interface CardGraded {
  _id: string;
  due: string;
}

/** A review card in the learner's data export. */
export interface ExportedReviewCard {
  _id: string;
  noteId: string;
  courseId: string;
  lessonId: string;
  /** The learner's own question, or null when the card asks with the note. */
  front: string | null;
  createdAt: string;
  due: string;
  reps: number;
  lapses: number;
  lastReview: string | null;
}
