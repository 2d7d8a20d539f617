/**
 * The reminder mails' unsubscribe link. A POST with the token turns reminders off at once, with no
 * login and from anywhere (mail providers send the one-click POST of RFC 8058 themselves). A GET
 * never does: mail scanners follow links, so it leads to the web page that asks first and POSTs.
 */
import { HABIT_MESSAGES } from '../../shared/habits';
import { turnOffReminders } from '../data/habit-goals';
import { config } from '../lib/config';
import { BadRequest } from '../lib/errors';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The web page that asks before unsubscribing (web/src/features/habits). */
export const UNSUBSCRIBE_PAGE = '/reminders/unsubscribe';

/** POST /api/reminders/unsubscribe?token=… */
export async function unsubscribeReminders({ query }: HttpRequest): Promise<Reply> {
  const token = readUnsubscribeToken(query.token);
  if (!token || !(await turnOffReminders(token.userId, token.secret)).ok) {
    throw new BadRequest(HABIT_MESSAGES.badToken);
  }
  return ok({ msg: HABIT_MESSAGES.unsubscribed });
}

/** GET /api/reminders/unsubscribe?token=…: to the page that asks (303), changing nothing. */
export async function showUnsubscribePage({ query }: HttpRequest): Promise<Reply> {
  const search = typeof query.token === 'string' ? `?${new URLSearchParams({ token: query.token })}` : '';
  return { status: 303, headers: { location: `${config.siteUrl}${UNSUBSCRIBE_PAGE}${search}` } };
}
