import { MESSAGES } from '@shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmailField, PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { deferredToast } from '../../../lib/toasts';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailHint } from '../components/email-hint';
import { ResendVerification } from '../components/resend-verification';
import { useReturnPath } from '../hooks/use-return-path';
import { useSession } from '../session';

export default function LoginPage() {
  const { values, setValues, field, adopt } = useFormFields({ email: '', password: '' });
  const { email, password } = values;
  const [loading, setLoading] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const { setSession } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeHydration(form, adopt);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    const { status, data } = await authApi.login(email, password);
    setLoading(false);
    if (status === 200 && data.loggedIn) {
      setSession({ loggedIn: true, name: data.name, role: data.role });
      // The spec's redirect target (a page of this site), else the dashboard.
      navigate(returnPath ?? paths.dashboard, { replace: true });
      return;
    }
    setValues((shown) => ({ ...shown, password: '' }));
    const msg = messageOf(data);
    deferredToast.error(msg);
    setShowHint(msg === MESSAGES.notVerified);
  };

  return (
    <AuthCard title="Log in" subtitle="Welcome back! Pick up where you left off.">
      {/* This page is served as HTML before its script runs. Until then the button waits (SubmitButton);
          should the form be sent anyway, POST keeps the password out of the address. */}
      <form ref={form} className="form" method="post" onSubmit={onSubmit}>
        <EmailField label="Email" required {...field('email')} />
        <PasswordField label="Password" purpose="current" {...field('password')} />
        <Link className="form__aside" to={paths.forgotPassword}>
          Forgot password?
        </Link>
        <SubmitButton busy={loading} busyLabel="Logging in">
          Log in
        </SubmitButton>
        {showHint && <EmailHint />}
      </form>
      {showHint && <ResendVerification email={email} />}
      <p className="auth__switch">
        New here? <Link to={paths.registerFor(returnPath)}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
