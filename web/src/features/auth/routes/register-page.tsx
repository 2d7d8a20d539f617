import { LIMITS } from '@shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailField, Field, PasswordField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useChangedBeforeHydration } from '../../../lib/hydration';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailHint } from '../components/email-hint';
import { ResendVerification } from '../components/resend-verification';
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
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  // The address just signed up with, for "Resend the verification link" once the form is cleared.
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
      setResult({ ok: false, msg: problem });
      return;
    }
    setLoading(true);
    const { status, data } = await authApi.register({ ...form, redirect: returnPath });
    setLoading(false);
    if (status === 201) {
      setSignedUp(form.email);
      setForm(EMPTY);
      setAttempted(false);
      setResult({ ok: true, msg: messageOf(data) });
    } else {
      setResult({ ok: false, msg: messageOf(data) });
    }
  };

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
        <Outcome of={result} />
        {result?.ok && <EmailHint />}
        <SubmitButton busy={loading} busyLabel="Creating your account">
          Sign up
        </SubmitButton>
      </form>
      {result?.ok && signedUp && <ResendVerification email={signedUp} />}
      <p className="auth__switch">
        Already have an account? <Link to={paths.login(returnPath)}>Log in</Link>
      </p>
    </AuthCard>
  );
}
