/**
 * The FSRS wrapper: the four grades are FSRS's four ratings, a new card is due at once, good and easy
 * move it forward (easy furthest), again brings it back within minutes, and a card reviewed on time
 * again and again goes further each time. Fixed times: nothing here depends on the clock.
 */
import { Rating } from 'ts-fsrs';
import { REVIEW_GRADES } from '../../shared/review';
import { firstSchedule, nextSchedule, RATING_OF } from './scheduling';

const start = new Date('2026-11-27T18:00:00.000Z');
const minutes = (schedule: { due: string }, from: Date) =>
  (Date.parse(schedule.due) - from.getTime()) / 60_000;

describe('the review schedule', () => {
  it('maps again, hard, good and easy to FSRS ratings 1 to 4', () => {
    expect(REVIEW_GRADES.map((grade) => RATING_OF[grade])).toEqual([
      Rating.Again,
      Rating.Hard,
      Rating.Good,
      Rating.Easy,
    ]);
  });

  it('makes a new card due at once, never reviewed', () => {
    expect(firstSchedule(start)).toMatchObject({ due: start.toISOString(), reps: 0, lapses: 0, state: 0 });
  });

  it('moves the due date forward for good and further for easy; again brings it back within minutes', () => {
    const card = firstSchedule(start);
    const again = minutes(nextSchedule(card, 'again', start), start);
    const hard = minutes(nextSchedule(card, 'hard', start), start);
    const good = minutes(nextSchedule(card, 'good', start), start);
    const easy = minutes(nextSchedule(card, 'easy', start), start);
    expect(again).toBeGreaterThan(0);
    expect(again).toBeLessThanOrEqual(10);
    expect(hard).toBeGreaterThanOrEqual(again);
    expect(good).toBeGreaterThan(again);
    expect(easy).toBeGreaterThan(good);
    expect(easy).toBeGreaterThanOrEqual(24 * 60);
  });

  it('counts each review and records when it happened', () => {
    const graded = nextSchedule(firstSchedule(start), 'good', start);
    expect(graded).toMatchObject({ reps: 1, lastReview: start.toISOString() });
  });

  it('goes further each time a card is recalled on time, and back to minutes when it is forgotten', () => {
    let card = nextSchedule(firstSchedule(start), 'easy', start);
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const at = new Date(card.due);
      card = nextSchedule(card, 'good', at);
      gaps.push(minutes(card, at));
    }
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]).toBeGreaterThan(gaps[1]!);
    const at = new Date(card.due);
    const forgotten = nextSchedule(card, 'again', at);
    expect(minutes(forgotten, at)).toBeLessThanOrEqual(10);
    expect(forgotten.lapses).toBe(1);
  });

  it('takes a card graded before it is due (an early review) without moving it backwards', () => {
    const card = nextSchedule(firstSchedule(start), 'easy', start);
    const early = new Date(start.getTime() + 60 * 60_000);
    const graded = nextSchedule(card, 'good', early);
    expect(Date.parse(graded.due)).toBeGreaterThan(early.getTime());
    expect(graded.reps).toBe(2);
  });
});
