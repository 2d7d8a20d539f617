import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailField, PasswordField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ENROL_AFTER_LOGIN, paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailHint } from '../components/email-hint';
import { ResendVerification } from '../components/resend-verification';
import { SignUpChoice } from '../components/sign-up-choice';
import { useReturnPath } from '../hooks/use-return-path';
import { wantsEnrolment } from '../return-path';
import { useSession } from '../session';

export default function LoginPage() {
  const { values, setValues, field, adopt } = useFormFields({ email: '', password: '' });
  const { email, password } = values;
  const [loading, setLoading] = useState(false);
  const [showHint, setShowHint] = useState(false);
  // Why the last attempt failed, shown in the form beside the fields it is about.
  const [error, setError] = useState<string | null>(null);
  const { setSession } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeHydration(form, adopt);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    // Cleared first, so the same message after a second attempt is a new alert and is read out again.
    setError(null);
    const { status, data } = await authApi.login(email, password);
    setLoading(false);
    if (status === 200 && data.loggedIn) {
      setSession({ loggedIn: true, name: data.name, role: data.role });
      // The spec's redirect target (a page of this site), else the dashboard. A course page asked to
      // enrol is told that the learner has just logged in for it (see ENROL_AFTER_LOGIN).
      navigate(returnPath ?? paths.dashboard, {
        replace: true,
        state: wantsEnrolment(returnPath) ? ENROL_AFTER_LOGIN : undefined,
      });
      return;
    }
    setValues((shown) => ({ ...shown, password: '' }));
    const msg = messageOf(data);
    setError(msg);
    // The server answers in the page's language; its Hindi for this message is the catalogue's.
    setShowHint(status === 403 && msg === t('Account not verified, please verify!'));
    // The password is the field to type again (the server does not say which of the two was wrong).
    (form.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();
  };

  const enrolling = wantsEnrolment(returnPath);

  return (
    <AuthCard
      title={enrolling ? t('Enrol in this course') : t('Log in')}
      subtitle={
        enrolling
          ? t('Every course is free. Create an account, or log in, and the course opens right away.')
          : t('Welcome back! Pick up where you left off.')
      }
    >
      {/* A visitor who pressed Enroll Now most likely has no account yet: sign-up comes first, as
          large as Log in. */}
      {enrolling && <SignUpChoice returnPath={returnPath} />}
      {/* This page is served as HTML before its script runs. Until then the button waits (SubmitButton);
          should the form be sent anyway, POST keeps the password out of the address. */}
      <form ref={form} className="form" method="post" onSubmit={onSubmit}>
        <EmailField label={t('Email')} required {...field('email')} />
        <PasswordField label={t('Password')} purpose="current" {...field('password')} />
        <Link className="form__aside" to={paths.forgotPassword}>
          {t('Forgot password?')}
        </Link>
        {error && <Message tone="error">{error}</Message>}
        <SubmitButton busy={loading} busyLabel={t('Logging in')}>
          {t('Log in')}
        </SubmitButton>
        {showHint && <EmailHint />}
      </form>
      {showHint && <ResendVerification email={email} redirect={returnPath} />}
      {!enrolling && (
        <p className="auth__switch">
          <Trans
            id="New here? <0>Create an account</0>"
            components={[<Link key="0" to={paths.registerFor(returnPath)} />]}
          />
        </p>
      )}
    </AuthCard>
  );
}
