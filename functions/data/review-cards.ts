/**
 * Review cards. A card lives in its owner's partition under the id of the note it was made of
 * (`USER#id`, `REVIEWCARD#noteId`), so one note has at most one card (a second Put fails its
 * condition) and another learner's note or card id names nothing. The card is on GSI1 under
 * `REVIEWDUE#userId`, sorted by `<due>#<cardId>`: the cards due now are one key range, oldest due
 * first, and every grade moves the card there in the same write that stores its new schedule.
 *
 * The schedule is stored as plain fields; computing it (FSRS) is the review area's job, so this
 * module, which note deletion, the export and account erasure use, never loads the scheduler.
 */
import type { ExportedReviewCard } from '../../shared/review';
import { failedAt, isConditionFailure } from './conditions';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { type Item, type TransactMember, table } from './table-client';
import { accountIsLive } from './users';

/** FSRS's memory state of a card, as stored (dates as ISO strings). */
export interface StoredSchedule {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  /** Reviews so far: also the card's version, which a grade's condition names. */
  reps: number;
  lapses: number;
  /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview?: string;
}

export interface ReviewCard {
  cardId: string;
  noteId: string;
  courseId: string;
  lessonId: string;
  /** The learner's own question, when they wrote one. */
  front?: string;
  createdAt: string;
  schedule: StoredSchedule;
}

export const isCardItem = (item: Item): boolean => String(item.sk).startsWith(keys.reviewCardPrefix);

export function toCard(item: Item): ReviewCard {
  return {
    cardId: String(item.cardId),
    noteId: String(item.noteId),
    courseId: String(item.courseId),
    lessonId: String(item.lessonId),
    ...(typeof item.front === 'string' && item.front ? { front: item.front } : {}),
    createdAt: String(item.createdAt),
    schedule: item.schedule as StoredSchedule,
  };
}

/** A card as the learner's data export lists it. */
export function toExportedCard(item: Item): ExportedReviewCard {
  const card = toCard(item);
  return {
    _id: card.cardId,
    noteId: card.noteId,
    courseId: card.courseId,
    lessonId: card.lessonId,
    front: card.front ?? null,
    createdAt: card.createdAt,
    due: card.schedule.due,
    reps: card.schedule.reps,
    lapses: card.schedule.lapses,
    lastReview: card.schedule.lastReview ?? null,
  };
}

/**
 * Makes a card of the learner's note, with its first schedule: `card-exists` when the note has one,
 * `gone` when the note does not exist (or is another learner's), `no-account` while the account is
 * being deleted. One transaction: the card, the note's existence, the account's.
 */
export async function addCard(
  userId: string,
  note: { courseId: string; lessonId: string; noteId: string },
  front: string,
  schedule: StoredSchedule,
): Promise<Outcome<ReviewCard, 'card-exists' | 'gone' | 'no-account'>> {
  const card: ReviewCard = {
    cardId: note.noteId,
    ...note,
    ...(front ? { front } : {}),
    createdAt: new Date().toISOString(),
    schedule,
  };
  const members: TransactMember[] = [
    {
      Put: {
        Item: {
          ...keys.reviewCard(userId, card.cardId),
          ...keys.reviewDueSlot(userId, schedule.due, card.cardId),
          type: 'review-card',
          ...card,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        Key: keys.note(userId, note.courseId, note.lessonId, note.noteId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    accountIsLive(userId),
  ];
  try {
    await table.transact(members);
    return done(card);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (failedAt(error, 0)) return refused('card-exists');
    return refused(failedAt(error, 1) ? 'gone' : 'no-account');
  }
}

/** The learner's card, read strongly consistent (what a grade is computed from). */
export async function getCard(userId: string, cardId: string): Promise<ReviewCard | undefined> {
  const item = await table.get(keys.reviewCard(userId, cardId), { ConsistentRead: true });
  return item ? toCard(item) : undefined;
}

/**
 * Stores the schedule a grade gave, and moves the card to its new due date on GSI1, only while the
 * card still has the reviews it was read with: of two grades computed from the same read, one
 * counts and the other is refused with `changed` (`gone` when the card was deleted meanwhile).
 */
export async function saveGrade(
  userId: string,
  card: ReviewCard,
  next: StoredSchedule,
): Promise<Outcome<StoredSchedule, 'changed' | 'gone'>> {
  const slot = keys.reviewDueSlot(userId, next.due, card.cardId);
  try {
    await table.update({
      Key: keys.reviewCard(userId, card.cardId),
      UpdateExpression: 'SET schedule = :next, gsi1sk = :slot',
      ConditionExpression: 'schedule.reps = :reps',
      ExpressionAttributeValues: { ':next': next, ':slot': slot.gsi1sk, ':reps': card.schedule.reps },
    });
    return done(next);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return refused((await getCard(userId, card.cardId)) ? 'changed' : 'gone');
  }
}

/** Deletes the learner's card (the note stays); `gone` when there is no such card. */
export async function removeCard(userId: string, cardId: string): Promise<Outcome<void, 'gone'>> {
  try {
    await table.delete({ Key: keys.reviewCard(userId, cardId), ConditionExpression: 'attribute_exists(pk)' });
    return done();
  } catch (error) {
    if (isConditionFailure(error)) return refused('gone');
    throw error;
  }
}

/**
 * The transaction member that deletes a note's card, if it has one: a note's deletion carries it,
 * so a card never outlives its note (deleting a key that holds nothing is no failure).
 */
export const cardOfNoteRemoval = (userId: string, noteId: string): TransactMember => ({
  Delete: { Key: keys.reviewCard(userId, noteId) },
});

/** GSI1's key condition for the learner's cards due at `now` (a card due this very second included). */
function dueNow(userId: string, now: Date) {
  return {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :upTo',
    // '~' sorts after every character of an id, so `<now>#~` bounds every card due at `now`.
    ExpressionAttributeValues: { ':pk': keys.reviewsDue(userId).gsi1pk, ':upTo': `${now.toISOString()}#~` },
  };
}

/** The learner's first `limit` cards due at `now`, oldest due first: one Query of GSI1. */
export async function dueCards(userId: string, now: Date, limit: number): Promise<ReviewCard[]> {
  if (limit <= 0) return [];
  return (await table.queryAll(dueNow(userId, now), limit)).map(toCard);
}

/** How many of the learner's cards are due at `now`: a counting Query of GSI1 (a page per MB of cards). */
export function countDueCards(userId: string, now: Date): Promise<number> {
  return table.count(dueNow(userId, now));
}
