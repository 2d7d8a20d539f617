/**
 * The account's mark that mail to its address stopped (a permanent bounce or a complaint, reported
 * by SES): set by the mail-event worker, read wherever the account is read (it is an attribute of
 * the profile), and cleared when the owner asks for mail again.
 */
import type { MailUndeliverable } from '../../shared/mail-delivery';
import { conditionalWrite } from './conditions';
import { keys } from './keys';
import { type Outcome, unlessRefused } from './outcome';
import { table } from './table-client';
import { findUserIdByEmail } from './users';

/**
 * Marks the account that holds `normalisedEmail`; false when no account holds it (mail to an
 * address that never registered, or whose account is gone). The first mark stays: SES delivers an
 * event at least once, and a repeat changes nothing.
 */
export async function markUndeliverable(normalisedEmail: string, mark: MailUndeliverable): Promise<boolean> {
  const userId = await findUserIdByEmail(normalisedEmail);
  if (!userId) return false;
  return conditionalWrite(
    table.update({
      Key: keys.user(userId),
      UpdateExpression: 'SET mailUndeliverable = if_not_exists(mailUndeliverable, :mark)',
      // The claim and the profile are written together; the address check keeps a claim that is
      // being taken over from marking the account it no longer belongs to.
      ConditionExpression: 'attribute_exists(pk) AND email = :email',
      ExpressionAttributeValues: { ':mark': mark, ':email': normalisedEmail },
    }),
  );
}

/** Lets mail go to the account's address again; `no-account` when it is gone or being deleted. */
export const clearUndeliverable = (userId: string): Promise<Outcome<void, 'no-account'>> =>
  unlessRefused(async () => {
    await table.update({
      Key: keys.user(userId),
      UpdateExpression: 'REMOVE mailUndeliverable',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingSince)',
    });
  }, 'no-account');
