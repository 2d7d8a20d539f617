/**
 * SNS's part locally: the local SES's bounce and complaint events invoke the mail-event worker
 * through the gateway's Lambda Invoke API, asynchronously, as the configuration set's topic
 * invokes the subscribed function in AWS.
 */
import { MAIL_EVENTS } from '../../functions/mail/key';
import type { SnsEvent } from '../../functions/mail/ses-events';

export const invokeMailEvents =
  (gatewayUrl: string) =>
  async (event: SnsEvent): Promise<void> => {
    const answer = await fetch(`${gatewayUrl}/2015-03-31/functions/${MAIL_EVENTS}/invocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
      body: JSON.stringify(event),
    });
    if (answer.status !== 202)
      throw new Error(`The ${MAIL_EVENTS} worker was not invoked (${answer.status})`);
  };
