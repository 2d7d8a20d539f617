/**
 * The token of a reminder mail's unsubscribe link: the learner's id and the random secret kept on
 * their goal (256 bits, so it cannot be guessed), joined by a dot. It can only ever turn off that
 * learner's reminders, and only while the goal it was made with exists.
 */
import { ID_PATTERN } from '../../shared/validation';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const unsubscribeToken = (userId: string, secret: string): string => `${userId}.${secret}`;

export function readUnsubscribeToken(token: unknown): { userId: string; secret: string } | null {
  if (typeof token !== 'string') return null;
  const [userId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !secret) return null;
  if (!ID_PATTERN.test(userId) || !SECRET_PATTERN.test(secret)) return null;
  return { userId, secret };
}
