/**
 * Mail about an account that its owner may not have asked for: the verification link and the
 * "someone tried to sign up with your address" notice. Each is capped per address (a squatter's
 * logins or a stranger's sign-ups must not fill someone's inbox); over the cap nothing is sent and
 * the caller answers as if it had been, so no answer tells whether an address has an account.
 */
import type { UiLanguage } from '../../shared/locale';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { countWithinLimit } from '../data/rate-limits';
import { issueLinkToken, revokeLinkToken } from '../data/tokens';
import type { User } from '../data/users';
import { languageOf } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { composeMail, type LinkMailContent, mayMail, sendMail, siteLink } from '../lib/mail';

/**
 * The verification page in `language`; `returnPath` (checked by the register schema) rides along,
 * so the verify page can lead back there.
 */
const verifyLink = (language: UiLanguage, userId: string, token: string, returnPath?: string) =>
  siteLink(
    language,
    `/users/${userId}/verify/${token}${returnPath ? `?redirect=${encodeURIComponent(returnPath)}` : ''}`,
  );
export const resetLink = (language: UiLanguage, userId: string, token: string) =>
  siteLink(language, `/users/${userId}/reset/${token}`);

/**
 * Mails the account's owner one call to action in the account's language, else in `requestLanguage`
 * (the asking page's); `linkIn` writes the link's address in that language.
 */
export async function mailOwner(
  user: Pick<User, 'name' | 'email' | 'mailUndeliverable' | 'uiLanguage'>,
  requestLanguage: UiLanguage | undefined,
  {
    linkIn,
    ...content
  }: Omit<LinkMailContent, 'greetingName' | 'link'> & { linkIn: (language: UiLanguage) => string },
): Promise<void> {
  const language = languageOf(user, requestLanguage);
  await sendMail(
    composeMail(user, language, { ...content, greetingName: user.name, link: linkIn(language) }),
  );
}

/** Counts one account mail to `address`; false when its hourly cap is used up. */
export const mayMailAccount = async (address: string): Promise<boolean> =>
  (await countWithinLimit(RATE_LIMITS.accountMailPerAddress, address)).ok;

/**
 * Mails a fresh verification link (within the cap); the link is revoked again if the mail fails.
 * `returnPath` is the page the learner signed up from, a path on this site. The mail is in the
 * account's language (the sign-up's), else in `requestLanguage`, the language of the asking page.
 */
export async function sendVerificationMail(
  user: Pick<User, '_id' | 'name' | 'email' | 'mailUndeliverable' | 'uiLanguage'>,
  returnPath?: string,
  requestLanguage?: UiLanguage,
): Promise<boolean> {
  // An address that bounced for good gets no new link: neither the cap nor a token is spent on it.
  if (!mayMail(user)) return false;
  // Both at once: the cap is rarely reached, and then the unused token is deleted again.
  const [allowed, token] = await Promise.all([
    mayMailAccount(user.email),
    issueLinkToken('verify', user._id),
  ]);
  // No token: the account is gone or being deleted, and there is nothing to verify.
  if (!allowed || !token.ok) {
    if (token.ok) await revokeLinkToken('verify', user._id, token.value);
    return false;
  }
  try {
    await mailOwner(user, requestLanguage, {
      subject: 'Verify your e-mail address',
      intro: 'Welcome to LearnFree! Please confirm that this address is yours.',
      action: 'Verify my e-mail',
      linkIn: (language) => verifyLink(language, user._id, token.value, returnPath),
    });
  } catch (error) {
    // A link nobody received must not outlive the failed attempt (nor the account register undoes).
    await revokeLinkToken('verify', user._id, token.value).catch((cleanup: unknown) =>
      log.error('verification token clean-up failed', { userId: user._id, error: cleanup }),
    );
    throw error;
  }
  return true;
}

/**
 * Tells the owner of an address that has an account that someone tried to sign up with it. It holds
 * no link that acts on the account: the owner logs in or resets the password as usual.
 */
export async function sendSignUpNotice(
  user: Pick<User, 'name' | 'email' | 'mailUndeliverable' | 'uiLanguage'>,
): Promise<void> {
  if (!mayMail(user) || !(await mayMailAccount(user.email))) return;
  // In the owner's language, never the asking page's: whoever tried to sign up may be someone else.
  await mailOwner(user, undefined, {
    subject: 'Someone tried to sign up with your address',
    intro:
      'Someone just tried to create a LearnFree account with this e-mail address, which already has one. If it was you, log in, or reset your password if you have forgotten it. An account that was never verified sends a new verification link when you log in.',
    action: 'Log in',
    linkIn: (language) => siteLink(language, '/login'),
  });
}
