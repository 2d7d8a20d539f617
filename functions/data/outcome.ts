/**
 * What a write that a condition can refuse answers: done with its value, or refused with one reason
 * from `Refusal`, spelt the same in every data module. The data layer only names the reason; the
 * handlers decide the HTTP status and the words.
 */
import { isConditionFailure } from './conditions';

/** Every reason a write can be refused for. */
export type Refusal =
  /** The acting account is gone or being deleted. */
  | 'no-account'
  /** The session the caller acts in has ended (logout, password reset, revoke). */
  | 'session-ended'
  /** The account the write is about (a message's author) is gone or being deleted. */
  | 'author-gone'
  /** The learner is not enrolled in the course. */
  | 'not-enrolled'
  /** A rate limit's window is full: nothing was written or counted. */
  | 'rate-limited'
  /** The course does not exist. */
  | 'no-course'
  /** A course with that id exists already. */
  | 'course-exists'
  /** The note has a review card already. */
  | 'card-exists'
  /** The item is gone, or never was (or is not the caller's). */
  | 'gone'
  /** The item changed since it was read (an edit made from an older version). */
  | 'changed'
  /** The write kept colliding with parallel ones on a hot item, after every retry. */
  | 'contended'
  /** A lesson holds the most notes it may. */
  | 'lesson-full'
  /** A question holds the most answers it may. */
  | 'full'
  /** A learner voting on their own post. */
  | 'own-post'
  /** A course request that is no longer open (decided already, or unknown). */
  | 'not-open'
  /** The author is muted in the room (`until` says until when). */
  | 'muted'
  /** An e-mail address that belongs to another account. */
  | 'address-taken'
  /** The learner holds the certificate already, or has not finished the course. */
  | 'not-eligible';

export interface Done<T> {
  ok: true;
  value: T;
}

/** A refusal, with what a caller needs to explain it (a mute's end) beside the reason. */
export type Refused<R extends Refusal, Detail extends object = object> = { ok: false; refused: R } & Detail;

/** The outcome of a write that may be refused for one of `R`. */
export type Outcome<T, R extends Refusal> = Done<T> | Refused<R>;

export const done = <T = undefined>(value?: T): Done<T> => ({ ok: true, value: value as T });

export function refused<R extends Refusal>(reason: R): Refused<R>;
export function refused<R extends Refusal, Detail extends object>(
  reason: R,
  detail: Detail,
): Refused<R, Detail>;
export function refused(reason: Refusal, detail: object = {}): Refused<Refusal> {
  return { ok: false, refused: reason, ...detail };
}

/**
 * Sends a conditional write: its result when the condition held, refused for `reason` when it did
 * not (nothing was written then). Any other failure is thrown.
 */
export async function unlessRefused<T, R extends Refusal>(
  write: () => Promise<T>,
  reason: R,
): Promise<Outcome<T, R>> {
  try {
    return done(await write());
  } catch (error) {
    if (isConditionFailure(error)) return refused(reason);
    throw error;
  }
}
