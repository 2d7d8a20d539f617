import { useEffect, useRef } from 'react';
import { t } from '../../../i18n';
import { wantsEnrolment } from '../return-path';
import { EmailHint } from './email-hint';
import { ResendVerification } from './resend-verification';

/**
 * The address with all but its first character hidden before the `@` (`a…@example.com`): enough
 * for its owner to see which inbox to open, little for someone looking over their shoulder.
 */
export const maskedAddress = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  // By code point, so an address starting with an emoji or an accented letter keeps it whole.
  const [first = ''] = Array.from(email.slice(0, at));
  return `${first}…${email.slice(at)}`;
};

/**
 * What sign-up leaves on screen once the account is made: where the link went, what to do next,
 * and a way to have it sent again. The form is gone, so nobody signs up a second time by mistake.
 * `returnPath`: the page the link leads back to (a course's, with the wish to enrol, after Enroll Now).
 */
export function SignUpDone({ email, returnPath }: { email: string; returnPath?: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  // The form the focus was in has just gone: the focus moves to what replaced it, and is read out.
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="form">
      <p ref={message} className="message message--success" role="status" tabIndex={-1}>
        {t('We sent a link to {address}.', { address: maskedAddress(email) })}
      </p>
      <p>
        {t(
          'Open your inbox and select the link in our e-mail to activate your account. It can take a minute to arrive.',
        )}{' '}
        {wantsEnrolment(returnPath)
          ? t('Then log in: we enrol you, and the course opens at its first lesson.')
          : t('Then log in to start learning.')}
      </p>
      <EmailHint />
      <ResendVerification email={email} redirect={returnPath} />
    </div>
  );
}
