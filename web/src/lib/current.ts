/**
 * Whether an answer read earlier may still stand for the server's state, for a page that reuses
 * what another page read. Apart from lib/api.ts, so that only the pages that reuse an answer load it.
 */
import { writesDone } from './api';

/** When an answer was asked for: the time, and how many writes were done by then. */
export interface AskedAt {
  at: number;
  writes: number;
}

export const askedNow = (): AskedAt => ({ at: Date.now(), writes: writesDone() });

/**
 * True while the answer asked for at `asked` is younger than `lifetimeMs` and no write of the app
 * was done since (whatever the write was: an enrolment, a tick, a like, a rating, a note). The
 * lifetime bounds how long another device's changes stay hidden.
 */
export const stillCurrent = (asked: AskedAt, lifetimeMs: number): boolean =>
  asked.writes === writesDone() && Date.now() - asked.at < lifetimeMs;

/** An answer with when it was asked for. */
export interface Dated<T> {
  answer: T;
  asked: AskedAt;
}

/** Asks with `load`, and dates the answer by when it was asked for. */
export async function dated<T>(load: () => Promise<T>): Promise<Dated<T>> {
  const asked = askedNow();
  return { answer: await load(), asked };
}
