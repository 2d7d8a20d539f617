import { LIMITS } from '@shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailField, Field, PasswordField } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { SignUpDone } from '../components/sign-up-done';
import { useReturnPath } from '../hooks/use-return-path';
import {
  PASSWORD_HINT,
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
      <AuthCard title="Check your inbox">
        <SignUpDone email={signedUp} returnPath={returnPath} />
        <p className="auth__switch">
          Verified your address? <Link to={paths.login(returnPath)}>Log in</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Every course is free. Sign up to track your progress.">
      {/* This page is served as HTML before its script runs. Until then the button waits (SubmitButton);
          should the form be sent anyway, POST keeps the password out of the address. */}
      <form ref={formRef} className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label="Name"
          autoComplete="name"
          required
          hint={`${LIMITS.nameMin} to ${LIMITS.nameMax} characters, shown to other learners`}
          error={problems.name}
          {...field('name')}
        />
        <EmailField
          label="Email"
          required
          hint="We send a link to it to confirm it is yours"
          error={problems.email}
          {...field('email')}
        />
        <PasswordField
          label="Password"
          purpose="new"
          hint={PASSWORD_HINT}
          error={problems.password}
          {...field('password')}
        />
        <PasswordField
          label="Confirm password"
          purpose="new"
          error={problems.confirmPassword}
          {...field('confirmPassword')}
        />
        {error && <Message tone="error">{error}</Message>}
        <SubmitButton busy={loading} busyLabel="Creating your account">
          Sign up
        </SubmitButton>
      </form>
      <p className="auth__switch">
        Already have an account? <Link to={paths.login(returnPath)}>Log in</Link>
      </p>
    </AuthCard>
  );
}
