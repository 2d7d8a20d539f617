/** Transactional mail through SES (the local SES in development and tests). */
import type { SESClient } from '@aws-sdk/client-ses';
import { DEFAULT_UI_LANGUAGE, INTL_LOCALE, type UiLanguage } from '../../shared/locale';
import { message, type Text } from '../../shared/message';
import { config } from './config';
import { Unavailable } from './errors';
import { pathIn, translate } from './i18n/translate';
import { log } from './log';
import { MAIL_NOT_SENT_MSG, MAIL_REFUSED_LOG, SANDBOX_REASON } from './mail-refusal';
import { sendWithHeaders } from './mail-with-headers';
import { sesClientOptions } from './ses-client-options';

let ses: SESClient | undefined;

// Loaded with the first mail, not with the function: a function that can mail (a whole area's
// bundle: logging in rides with registering) mostly answers without mailing, and a cold start does
// not pay for a client before it is used.
const sesSdk = () => import('@aws-sdk/client-ses');

/**
 * Whom a mail goes to: an account's address with the account's mark when SES reported that mail
 * to it bounced for good or drew a complaint (functions/mail/), or an address no account holds
 * (the operator's ADMIN_EMAIL before it registers).
 */
export interface Recipient {
  email: string;
  mailUndeliverable?: unknown;
}

export interface Mail {
  to: Recipient;
  subject: string;
  text: string;
  html: string;
  /** Headers of its own (one-click unsubscribe): sent through SES's v2 API (mail-with-headers.ts). */
  headers?: Record<string, string>;
}

/** Whether mail may go to the recipient: never to an address marked undeliverable. */
export const mayMail = (recipient: Recipient): boolean => !recipient.mailUndeliverable;

/**
 * Why SES refused a mail, for the log line the sandbox alarm counts; null for any other error. In
 * the sandbox SES answers AccessDenied (the role may send from the sender identity but the
 * recipient is no identity of the account) or MessageRejected (the recipient is not verified),
 * naming the recipient either way.
 */
function refusalOf(error: unknown, recipient: string): string | null {
  const name = (error as { name?: string } | null)?.name;
  if (name !== 'MessageRejected' && name !== 'AccessDenied' && name !== 'AccessDeniedException') return null;
  const message = String((error as Error).message).toLowerCase();
  if (message.includes(recipient.toLowerCase())) return SANDBOX_REASON;
  return name === 'MessageRejected' ? 'sender-not-verified' : 'sending-not-allowed';
}

const HINTS: Record<string, string> = {
  [SANDBOX_REASON]:
    'The SES account is in the sandbox: it only sends to verified addresses. Request production access (docs/deploy.md).',
  'sender-not-verified': 'The sender identity is not verified in SES (docs/deploy.md).',
  'sending-not-allowed':
    "The function's role may not send with the sender identity or the configuration set (docs/deploy.md).",
};

/**
 * Sends the mail; false, and nothing sent, when its recipient is marked undeliverable (the caller
 * goes on as if sent: nobody else learns of the mark). A refusal by SES is logged for the alarm and
 * answered 503 with a message the learner can act on; any other failure is thrown as it is.
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  if (!mayMail(mail.to)) {
    // No address in the log: the account's own page shows the mark.
    log.info('mail not sent: the address is marked undeliverable');
    return false;
  }
  try {
    if (mail.headers) {
      await sendWithHeaders({ ...mail, to: mail.to.email, headers: mail.headers });
      return true;
    }
    const { SESClient, SendEmailCommand } = await sesSdk();
    ses ??= new SESClient(sesClientOptions());
    await ses.send(
      new SendEmailCommand({
        Source: config.mailFrom,
        Destination: { ToAddresses: [mail.to.email] },
        ConfigurationSetName: config.mailConfigurationSet,
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      }),
    );
    return true;
  } catch (error) {
    // SES names the identities it refused; the log says which kind, never the address.
    const reason = refusalOf(error, mail.to.email);
    if (!reason) throw error;
    log.error(MAIL_REFUSED_LOG, { reason, hint: HINTS[reason] });
    throw new Unavailable(MAIL_NOT_SENT_MSG);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const NOT_ASKED = 'If you did not ask for this, you can ignore this mail.';

/** A page of the site, in the reader's language: Hindi pages live under `/hi/`. */
export const siteLink = (language: UiLanguage, path: string): string =>
  `${config.siteUrl}${pathIn(language, path)}`;

/**
 * What a mail with one call to action says, in English (plain texts, or templates with values);
 * `composeMail` writes it in the reader's language. `footer` replaces the closing line, for mail
 * that answers something other than the reader's own request; `items` are listed after the intro
 * (a digest's entries).
 */
export interface LinkMailContent {
  subject: Text;
  greetingName: string;
  intro: Text;
  action: Text;
  /** The whole address (see `siteLink`). */
  link: string;
  footer?: Text;
  items?: readonly Text[];
}

/** A short mail with one call to action in `language`; the link is also given as plain text. */
export function composeMail(to: Recipient, language: UiLanguage, content: LinkMailContent): Mail {
  const say = (text: Text) => translate(language, text);
  const { link, greetingName } = content;
  const subject = say(content.subject);
  const intro = say(content.intro);
  const action = say(content.action);
  const footer = say(content.footer ?? NOT_ASKED);
  const items = (content.items ?? []).map(say);
  const greeting = say(message('Hi {name},', { name: greetingName }));
  const pasteHint = say(message('Or paste this address into your browser: {link}', { link }));
  const textList = items.map((item) => `\n- ${item}`).join('');
  const htmlList =
    items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const text = `${greeting}\n\n${intro}${textList ? `\n${textList}` : ''}\n\n${action}: ${link}\n\n${footer}\n\nLearnFree`;
  const body = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlList}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p style="color:#555">${escapeHtml(pasteHint)}</p><p style="color:#555">${escapeHtml(footer)}</p><p>LearnFree</p>`;
  // A mail in another language says so, for mail programs that read aloud or offer to translate.
  const html = language === DEFAULT_UI_LANGUAGE ? body : `<div lang="${INTL_LOCALE[language]}">${body}</div>`;
  return { to, subject, text, html };
}
