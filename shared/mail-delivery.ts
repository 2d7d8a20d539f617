/**
 * Mail that cannot reach an address. When SES reports a permanent bounce or a complaint for an
 * address, its account is marked and the product sends it no more mail (functions/mail/):
 * every further mail would count against the sending reputation that keeps SES sending for everyone.
 */

/** Why mail stopped: the address bounced for good, or its owner reported a mail as spam. */
export type UndeliverableReason = 'bounce' | 'complaint';

/** What the account holds once mail to its address stopped: why, and since when (ISO time). */
export interface MailUndeliverable {
  reason: UndeliverableReason;
  at: string;
}

/** What the account page and the dashboard say while the mark is set. */
export const MAIL_UNDELIVERABLE_MSG = "We couldn't deliver mail to this address.";

/** What the owner can do about it, by reason. */
export const MAIL_UNDELIVERABLE_HINT: Record<UndeliverableReason, string> = {
  bounce:
    'Your mail provider answered that it does not exist or no longer accepts mail, so we stopped sending to it. Check the address; once it receives mail again, choose "Send me mail again".',
  complaint:
    'A mail we sent was reported as spam from this address, so we stopped sending to it. If you want our mail again (password resets, answers to your questions), choose "Send me mail again".',
};

/** The answer to a login with the right password to an unverified account whose address bounced. */
export const VERIFICATION_UNDELIVERABLE_MSG =
  "We couldn't deliver the verification mail to this address, so the account cannot be activated. Check the address for typos and sign up again with the right one.";

/** The answer once the owner asked for mail again. */
export const MAIL_RESUMED_MSG = 'We will send mail to this address again.';
