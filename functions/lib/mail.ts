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

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  try {
    await ses.send(
      new SendEmailCommand({
        Source: config.mailFrom,
        Destination: { ToAddresses: [mail.to] },
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      }),
    );
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'MessageRejected') throw error;
    // SES names the unverified identities in its message; the log says which kind, never the address.
    const refused = String((error as Error).message).toLowerCase();
    const reason = refused.includes(mail.to.toLowerCase()) ? SANDBOX_REASON : 'sender-not-verified';
    log.error(MAIL_REFUSED_LOG, {
      reason,
      hint:
        reason === SANDBOX_REASON
          ? 'The SES account is in the sandbox: it only sends to verified addresses. Request production access (docs/deploy.md).'
          : 'The sender identity is not verified in SES (docs/deploy.md).',
    });
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
  to: string,
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
