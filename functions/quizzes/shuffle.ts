/**
 * The order a learner sees a question's options in: new on every load of the quiz, so the place of
 * the correct option is no hint and a position remembered from an earlier load means nothing. The
 * options keep their ids, which is what an attempt names.
 */
import { randomInt } from 'node:crypto';

/** A whole number from 0 up to, not including, `max`. */
export type RandomBelow = (max: number) => number;

const cryptoBelow: RandomBelow = (max) => randomInt(max);

/** A copy of `items` in random order (Fisher–Yates: every order equally likely with a fair source). */
export function shuffled<T>(items: readonly T[], below: RandomBelow = cryptoBelow): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
