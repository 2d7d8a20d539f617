/**
 * What the local SES does beyond storing mail, as SES does it in AWS:
 *
 * - **The mailbox simulator.** Mail sent with a configuration set to `bounce@simulator.amazonses.com`
 *   (also `bounce+label@…`) bounces for good, and to `complaint@simulator.amazonses.com` draws a
 *   complaint. SES then publishes the event to the configuration set's SNS topic, which invokes the
 *   mail-event worker; here the event, in the same SNS envelope, goes to `deliver`.
 * - **The sandbox.** An account in the SES sandbox refuses every recipient that is not a verified
 *   identity. With the stack's rights (sending from the sender identity only) SES answers
 *   AccessDenied naming the recipient's identity; the local SES answers the same while its sandbox
 *   is on.
 */
import { randomUUID } from 'node:crypto';
import type { SnsEvent } from '../../functions/mail/ses-events';

export type SimulatedEvent = 'bounce' | 'complaint';

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

/** The event SES's mailbox simulator answers mail to `address` with; null for any other address. */
export function simulatedEvent(address: string): SimulatedEvent | null {
  const match = SIMULATOR.exec(address.trim());
  return match ? (match[1]!.toLowerCase() as SimulatedEvent) : null;
}

/** The local topic's ARN, as an SNS record names its topic. */
export const LOCAL_TOPIC_ARN = 'arn:aws:sns:us-east-1:000000000000:learnfree-local-mail-events';

/** What a sent mail looked like, for the event's `mail` part. */
export interface SentMail {
  messageId: string;
  source: string;
  destination: string[];
  configurationSet: string;
}

/** SES's event for `address`, wrapped as SNS delivers it to a subscribed function. */
export function snsEventFor(kind: SimulatedEvent, address: string, mail: SentMail): SnsEvent {
  const timestamp = new Date().toISOString();
  const recipient = { emailAddress: address };
  const detail =
    kind === 'bounce'
      ? {
          eventType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [
              {
                ...recipient,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp,
            feedbackId: randomUUID(),
            reportingMTA: 'dns; local-ses',
          },
        }
      : {
          eventType: 'Complaint',
          complaint: {
            complainedRecipients: [recipient],
            complaintFeedbackType: 'abuse',
            timestamp,
            feedbackId: randomUUID(),
          },
        };
  const message = {
    ...detail,
    mail: {
      timestamp,
      source: mail.source,
      messageId: mail.messageId,
      destination: mail.destination,
      tags: { 'ses:configuration-set': [mail.configurationSet] },
    },
  };
  const record = {
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: `${LOCAL_TOPIC_ARN}:${randomUUID()}`,
    Sns: {
      Type: 'Notification',
      MessageId: randomUUID(),
      TopicArn: LOCAL_TOPIC_ARN,
      Message: JSON.stringify(message),
      Timestamp: timestamp,
    },
  };
  return { Records: [record] };
}

/** SES's answer (query API, HTTP 403) to a recipient the sandbox refuses. */
export function sandboxRefusal(recipient: string): string {
  const identity = recipient.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  return `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>User \`arn:aws:sts::000000000000:assumed-role/learnfree-local/mail' is not authorized to perform \`ses:SendEmail' on resource \`arn:aws:ses:us-east-1:000000000000:identity/${identity}'</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
}
