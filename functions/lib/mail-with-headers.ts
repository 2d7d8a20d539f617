/**
 * Sending a mail with headers of its own (List-Unsubscribe and List-Unsubscribe-Post for one-click
 * unsubscribing, RFC 8058). SES's v1 SendEmail, which the rest of the mail uses, takes no headers;
 * the v2 SendEmail takes them beside a simple body, with the same right (`ses:SendEmail`) and the
 * same configuration set. The local SES stores them with the mail, where a test reads them.
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';
import { sesClientOptions } from './ses-client-options';

let client: SESv2Client | undefined;

// Loaded with the first reminder, not with the function: every function that mails imports this
// module, and only the reminders' sends need the v2 client (a cold start does not pay for it).
const sesV2Sdk = () => import('@aws-sdk/client-sesv2');

export interface HeaderMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function sendWithHeaders(mail: HeaderMail): Promise<void> {
  const { SESv2Client, SendEmailCommand } = await sesV2Sdk();
  client ??= new SESv2Client(sesClientOptions());
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: config.mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
}
