import { LIMITS } from '@shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailField, Field, PasswordField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { Trans, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { SignUpDone } from '../components/sign-up-done';
import { useReturnPath } from '../hooks/use-return-path';
import {
  passwordHint,
  type RegisterFieldProblems,
  type RegisterForm,
  registerFieldProblems,
  registerProblem,
} from '../validation';

const EMPTY: RegisterForm = { name: '', email: '', password: '', confirmPassword: '' };
const FIELD_ORDER: Array<keyof RegisterForm> = ['name', 'email', 'password', 'confirmPassword'];

export default function RegisterPage() {
  const { values: form, setValues: setForm, field, adopt } = useFormFields(EMPTY);
  const [error, setError] = useState<string | null>(null);
  // The address just signed up with: the form gives way to where the link went and a resend.
  const [signedUp, setSignedUp] = useState('');
  const [loading, setLoading] = useState(false);
  // Field errors show from the first attempt on and then follow the typing, so each one goes away as
  // soon as it is mended; before that, a learner half-way through a field is not told off.
  const [attempted, setAttempted] = useState(false);
  const problems: RegisterFieldProblems = attempted ? registerFieldProblems(form) : {};
  // The page the visitor came from (a course's Enroll Now): the verification link leads back there.
  const returnPath = useReturnPath();
  const formRef = useRef<HTMLFormElement>(null);
  useChangedBeforeHydration(formRef, adopt);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setAttempted(true);
    const problem = registerProblem(form);
    if (problem) {
      // Everything typed stays, passwords too: the learner mends one field, not four.
      const first = FIELD_ORDER.find((key) => registerFieldProblems(form)[key]);
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      setError(problem);
      return;
    }
    setLoading(true);
    const { status, data } = await authApi.register({ ...form, redirect: returnPath });
    setLoading(false);
    if (status === 201) {
      setSignedUp(form.email.trim());
      // The passwords are not kept in memory once they are no longer needed.
      setForm(EMPTY);
    } else {
      setError(messageOf(data));
    }
  };

  if (signedUp) {
    return (
      <AuthCard title={t('Check your inbox')}>
        <SignUpDone email={signedUp} returnPath={returnPath} />
        <p className="auth__switch">
          <Trans
            id="Verified your address? <0>Log in</0>"
            components={[<Link key="0" to={paths.login(returnPath)} />]}
          />
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('Create your account')}
      subtitle={t('Every course is free. Sign up to track your progress.')}
    >
      {/* This page is served as HTML before its script runs. Until then the button waits (SubmitButton);
          should the form be sent anyway, POST keeps the password out of the address. */}
      <form ref={formRef} className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label={t('Name')}
          autoComplete="name"
          required
          hint={t('{min} to {max} characters, shown to other learners', {
            min: LIMITS.nameMin,
            max: LIMITS.nameMax,
          })}
          error={problems.name}
          {...field('name')}
        />
        <EmailField
          label={t('Email')}
          required
          hint={t('We send a link to it to confirm it is yours')}
          error={problems.email}
          {...field('email')}
        />
        <PasswordField
          label={t('Password')}
          purpose="new"
          hint={passwordHint()}
          error={problems.password}
          {...field('password')}
        />
        <PasswordField
          label={t('Confirm password')}
          purpose="new"
          error={problems.confirmPassword}
          {...field('confirmPassword')}
        />
        {error && <Message tone="error">{error}</Message>}
        <SubmitButton busy={loading} busyLabel={t('Creating your account')}>
          {t('Sign up')}
        </SubmitButton>
      </form>
      <p className="auth__switch">
        <Trans
          id="Already have an account? <0>Log in</0>"
          components={[<Link key="0" to={paths.login(returnPath)} />]}
        />
      </p>
    </AuthCard>
  );
}
