/** Transactional mail through SES (the local SES in development and tests). */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { localCredentials } from './aws';
import { awsSdkHandler } from './aws-http';
import { config } from './config';
import { Unavailable } from './errors';
import { log } from './log';
import { MAIL_NOT_SENT_MSG, MAIL_REFUSED_LOG, SANDBOX_REASON } from './mail-refusal';

const ses = new SESClient({
  region: config.region,
  ...(config.sesEndpoint ? { endpoint: config.sesEndpoint, credentials: localCredentials } : {}),
  maxAttempts: 2,
  // Its connect and answer limits hold for a process that was kept off the CPU (aws-http.ts).
  requestHandler: awsSdkHandler({ requestTimeoutMs: 5_000 }),
});

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

/**
 * A short mail with one call to action; the link is also given as plain text. `footer` replaces the
 * closing line, for mail that answers something other than the reader's own request; `items` are
 * listed after the intro (a digest's entries).
 */
export function linkMail(
  to: Recipient,
  subject: string,
  greetingName: string,
  intro: string,
  action: string,
  link: string,
  footer = NOT_ASKED,
  items: readonly string[] = [],
): Mail {
  const textList = items.map((item) => `\n- ${item}`).join('');
  const htmlList =
    items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  const text = `Hi ${greetingName},\n\n${intro}${textList ? `\n${textList}` : ''}\n\n${action}: ${link}\n\n${footer}\n\nLearnFree`;
  const html = `<p>Hi ${escapeHtml(greetingName)},</p><p>${escapeHtml(intro)}</p>${htmlList}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p style="color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p><p style="color:#555">${escapeHtml(footer)}</p><p>LearnFree</p>`;
  return { to, subject, text, html };
}
