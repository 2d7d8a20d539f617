/**
 * How a mail SES refused is reported: to the learner, and in the log line the stack's SES sandbox
 * alarm counts (infra/constructs/mail-refusal-alarm.ts). Kept apart from the mail client so the CDK
 * app can read it without loading the SDK.
 */

/** What learners read when SES refuses a mail (the account is in the SES sandbox, most often). */
export const MAIL_NOT_SENT_MSG = 'We could not send the e-mail right now. Please try again later.';
/** The message of the log line of a refused mail. */
export const MAIL_REFUSED_LOG = 'SES refused the mail';
/** `reason` of that line when SES refused an unverified recipient: the account is in the sandbox. */
export const SANDBOX_REASON = 'recipient-not-verified';
