/**
 * The spaced-repetition schedule, by FSRS (ts-fsrs): a card's next due date from its memory state,
 * the learner's grade and the time of the review. Only the review handlers import this, so only
 * their bundles carry the scheduler. The defaults are FSRS's own: 90 % requested retention, short
 * learning steps (1 and 10 minutes) before the first day-long interval, no fuzz (one grade always
 * gives the same date, which the tests and the learner can rely on).
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import type { ReviewGrade } from '../../shared/review';
import type { StoredSchedule } from '../data/review-cards';

const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true });

/** The learner's four grades as FSRS's ratings. */
export const RATING_OF: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function stored(card: Card): StoredSchedule {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review ? { lastReview: card.last_review.toISOString() } : {}),
  };
}

function fromStored(schedule: StoredSchedule): Card {
  return {
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: schedule.state,
    ...(schedule.lastReview ? { last_review: new Date(schedule.lastReview) } : {}),
  };
}

/** A new card's schedule: never reviewed, due at `now`. */
export const firstSchedule = (now: Date): StoredSchedule => stored(createEmptyCard(now));

/**
 * The schedule after the learner graded the card at `now`. A card graded before it is due is an
 * early review, which FSRS takes into account (less time elapsed, so a smaller step forward).
 */
export const nextSchedule = (schedule: StoredSchedule, grade: ReviewGrade, now: Date): StoredSchedule =>
  stored(scheduler.next(fromStored(schedule), now, RATING_OF[grade]).card);
