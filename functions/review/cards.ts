/**
 * Review cards, as the review routes answer them: making a card of a note, the cards due with their
 * notes, grading and deleting. Turns the data layer's outcomes into answers; the schedule itself
 * comes from scheduling.ts.
 */
import {
  type CardGraded,
  type CardMade,
  cardFront,
  type DueCard,
  type DueCards,
  REVIEW_MESSAGES,
  type ReviewGrade,
} from '../../shared/review';
import type { Course, Note } from '../../shared/types';
import { getCourses } from '../data/courses';
import { findNoteRef, getNotes, type NoteRef } from '../data/notes';
import {
  addCard,
  countDueCards,
  dueCards,
  getCard,
  type ReviewCard,
  removeCard,
  saveGrade,
} from '../data/review-cards';
import { Conflict, NotFound, Unauthorized } from '../lib/errors';
import { firstSchedule, nextSchedule } from './scheduling';

/**
 * Makes a card of the caller's note, due at once. 404 for a note that is not theirs (or gone).
 * Without the course and lesson hints (empty), the note is first looked up by id among the
 * caller's own notes; either way the note's existence and the single card are checked by storage,
 * in the card's transaction.
 */
export async function makeCard(
  userId: string,
  input: { courseId: string; lessonId: string; noteId: string; front: string },
): Promise<CardMade> {
  const { front, ...hinted } = input;
  const note: NoteRef | undefined =
    hinted.courseId && hinted.lessonId ? hinted : await findNoteRef(userId, hinted.noteId);
  if (!note) throw new NotFound(REVIEW_MESSAGES.noNote);
  const outcome = await addCard(userId, note, front, firstSchedule(new Date()));
  if (outcome.ok) return { _id: outcome.value.cardId, due: outcome.value.schedule.due };
  if (outcome.refused === 'card-exists') throw new Conflict(REVIEW_MESSAGES.exists);
  if (outcome.refused === 'gone') throw new NotFound(REVIEW_MESSAGES.noNote);
  throw new Unauthorized();
}

/**
 * Grades the caller's card, early or not (FSRS schedules an early review from the time that really
 * passed). Of two grades of the same showing (`due` as the learner saw it) only the first counts;
 * two grades computed from the same read are told apart by the card's review count. The loser
 * gets 409 and changes nothing.
 */
export async function gradeCard(
  userId: string,
  cardId: string,
  { grade, due }: { grade: ReviewGrade; due: string },
): Promise<CardGraded> {
  const card = await getCard(userId, cardId);
  if (!card) throw new NotFound(REVIEW_MESSAGES.noCard);
  // Graded since the learner was shown it: this showing counted already.
  if (due && card.schedule.due !== due) throw new Conflict(REVIEW_MESSAGES.gradedAlready);
  const outcome = await saveGrade(userId, card, nextSchedule(card.schedule, grade, new Date()));
  if (outcome.ok) return { _id: cardId, due: outcome.value.due };
  if (outcome.refused === 'changed') throw new Conflict(REVIEW_MESSAGES.gradedAlready);
  throw new NotFound(REVIEW_MESSAGES.noCard);
}

export async function deleteCard(userId: string, cardId: string): Promise<void> {
  const outcome = await removeCard(userId, cardId);
  if (!outcome.ok) throw new NotFound(REVIEW_MESSAGES.noCard);
}

function dueCard(card: ReviewCard, note: Note, course: Course | undefined): DueCard {
  return {
    _id: card.cardId,
    front: cardFront(card, note),
    due: card.schedule.due,
    back: {
      noteId: note._id,
      title: note.title,
      content: note.content,
      courseId: card.courseId,
      courseName: course?.name ?? null,
      lessonId: card.lessonId,
      lessonName: course?.lessons?.find((lesson) => lesson._id === card.lessonId)?.lessonName ?? null,
      ...(note.position === undefined ? {} : { position: note.position }),
    },
  };
}

/**
 * The caller's first `limit` due cards with their notes and names, and how many are due in all:
 * the due range of GSI1 (and its count) in parallel, then the notes and the courses in one go.
 * `limit` 0 answers the count alone (what the dashboard shows): one counting Query.
 */
export async function dueList(userId: string, limit: number): Promise<DueCards> {
  const now = new Date();
  const [cards, total] = await Promise.all([dueCards(userId, now, limit), countDueCards(userId, now)]);
  if (cards.length === 0) return { cards: [], total };
  const courseIds = [...new Set(cards.map((card) => card.courseId))];
  const [found, courses] = await Promise.all([getNotes(userId, cards), getCourses(courseIds)]);
  const notes = new Map(found.map((note) => [note._id, note]));
  const courseById = new Map(courses.map((course) => [course._id, course]));
  return {
    // A card whose note went in the same moment is left out (its deletion takes the card too).
    cards: cards.flatMap((card) => {
      const note = notes.get(card.noteId);
      return note ? [dueCard(card, note, courseById.get(card.courseId))] : [];
    }),
    total,
  };
}
