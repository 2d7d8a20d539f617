/**
 * The SES identity mail is sent from. Created for the sender address, or, when the address or its
 * domain is already an identity in the account and region (verified by hand, or owned by another
 * stage), used as it is: creating it again fails the deploy with AlreadyExists.
 */
import { Annotations, type Stack } from 'aws-cdk-lib';
import { EmailIdentity, Identity, type IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { type DeploySettings, PLACEHOLDER_SENDER } from './settings';

export function senderIdentity(
  stack: Stack,
  settings: Pick<DeploySettings, 'senderEmail' | 'existingSenderIdentity'>,
): IEmailIdentity {
  if (settings.senderEmail === PLACEHOLDER_SENDER) {
    Annotations.of(stack).addWarningV2(
      'learnfree:placeholder-sender',
      `senderEmail is the placeholder ${PLACEHOLDER_SENDER}: no mail can be sent. Set senderEmail in infra/stages/<stage>.json.`,
    );
  }
  if (settings.existingSenderIdentity) {
    return EmailIdentity.fromEmailIdentityName(stack, 'Sender', settings.existingSenderIdentity);
  }
  return new EmailIdentity(stack, 'Sender', { identity: Identity.email(settings.senderEmail) });
}
