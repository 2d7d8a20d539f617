/**
 * The weekly goal, progress and unsubscribe calls, made through the real handlers, and the reminder
 * mails as the local SES stores them (headers included).
 */
import { REMINDER_TEXT } from '../../functions/habits/reminder-mail';
import { httpHandler } from '../../infra/local/handlers';
import type { HabitProgress } from '../../shared/habits';
import { CookieJar, call } from './events';
import { storedMails } from './inbox';

const setGoal = httpHandler('PUT /api/users/me/goal');
const progress = httpHandler('GET /api/users/me/progress');
const unsubscribePost = httpHandler('POST /api/reminders/unsubscribe');
const unsubscribeGet = httpHandler('GET /api/reminders/unsubscribe');

type Msg = { msg: string };

export function habitsClient(jar: CookieJar = new CookieJar()) {
  return {
    jar,
    setGoal: (body: unknown) =>
      jar.call<Msg & { progress: HabitProgress }>(setGoal, {
        method: 'PUT',
        path: '/api/users/me/goal',
        body,
      }),
    progress: () => jar.call<HabitProgress & Partial<Msg>>(progress, { path: '/api/users/me/progress' }),
  };
}

/**
 * A one-click unsubscribe as a mail provider sends it (RFC 8058): a POST to the header's address,
 * with no cookie, the form body the RFC names, and no Origin of ours.
 */
export function oneClickUnsubscribe(url: string) {
  const address = new URL(url);
  return call<Msg>(unsubscribePost, {
    method: 'POST',
    path: address.pathname,
    query: Object.fromEntries(address.searchParams),
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
  });
}

/** Opening the unsubscribe address as a link (what a mail scanner does). */
export function openUnsubscribeLink(url: string) {
  const address = new URL(url);
  return call(unsubscribeGet, {
    method: 'GET',
    path: address.pathname,
    query: Object.fromEntries(address.searchParams),
  });
}

export interface StoredMailWithHeaders {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: Array<{ name: string; value: string }>;
}

/** The weekly reminder mails sent to `address`, oldest first. */
export async function reminderMailsTo(
  address: string,
  subject: string = REMINDER_TEXT.subject,
): Promise<StoredMailWithHeaders[]> {
  return (await storedMails<StoredMailWithHeaders>()).filter(
    (mail) =>
      mail.subject === subject &&
      mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())),
  );
}

export const headerOf = (mail: StoredMailWithHeaders, name: string): string | undefined =>
  mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
