/**
 * Where the smoke check finds the verification link: a local SES inbox (the local stack's
 * `aws-ses-v2-local`, or LocalStack's `/_aws/ses`), or the operator, who pastes it from the mail.
 */
import { createInterface } from 'node:readline/promises';
import { connectionFailure, SmokeFailure } from './smoke-client';

export const VERIFY_PATH = /\/users\/([A-Za-z0-9_-]+)\/verify\/([A-Za-z0-9_-]+)/;

interface InboxMail {
  to: string[];
  text: string;
}

/** Mail of both local SES stores, in the order they were sent. */
function mailsOf(store: unknown): InboxMail[] {
  const local = (store as { emails?: Array<{ destination?: { to?: string[] }; body?: { text?: string } }> })
    .emails;
  if (local) return local.map((m) => ({ to: m.destination?.to ?? [], text: m.body?.text ?? '' }));
  const localstack = (
    store as {
      messages?: Array<{ Destination?: { ToAddresses?: string[] }; Body?: { text_part?: string | null } }>;
    }
  ).messages;
  return (localstack ?? []).map((m) => ({
    to: m.Destination?.ToAddresses ?? [],
    text: m.Body?.text_part ?? '',
  }));
}

/** The store's address: the inbox URL as given, or its `/store` (the local stack's inbox page). */
const storeUrl = (mailUrl: string): string => {
  const url = new URL(mailUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/store';
  return url.toString();
};

/** The newest verification path mailed to `address`, waiting up to `timeoutMs` for the mail. */
export async function linkFromInbox(mailUrl: string, address: string, timeoutMs: number): Promise<string> {
  const url = storeUrl(mailUrl);
  const giveUp = Date.now() + timeoutMs;
  for (;;) {
    let store: unknown;
    try {
      store = await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json();
    } catch (error) {
      throw connectionFailure(url, error, timeoutMs);
    }
    const mails = mailsOf(store).filter((mail) => mail.to.some((to) => to.toLowerCase().includes(address)));
    for (const mail of mails.reverse()) {
      const path = VERIFY_PATH.exec(mail.text)?.[0];
      if (path) return path;
    }
    if (Date.now() > giveUp)
      throw new SmokeFailure(
        `no verification mail to ${address} arrived in ${url} within ${timeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Asks the operator for the link from the mail, when there is a terminal to ask on. */
export async function linkFromOperator(address: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new SmokeFailure(
      `the verification link went to ${address}; set SMOKE_MAIL_URL, or run in a terminal to paste the link`,
    );
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`  Paste the verification link from the mail to ${address}: `);
    const path = VERIFY_PATH.exec(answer)?.[0];
    if (!path) throw new SmokeFailure('that is not a verification link (…/users/<id>/verify/<token>)');
    return path;
  } finally {
    prompt.close();
  }
}
