import { LIMITS } from '@shared/constants';
import { firstCharacters } from '@shared/validation';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailHint } from '../components/email-hint';
import { ResendVerification } from '../components/resend-verification';
import { registerProblem } from '../validation';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  // The address just signed up with, for "Resend the verification link" once the form is cleared.
  const [signedUp, setSignedUp] = useState('');
  const [loading, setLoading] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registerProblem(form);
    if (problem) {
      setForm({ ...form, password: '', confirmPassword: '' });
      setResult({ ok: false, msg: problem });
      return;
    }
    setLoading(true);
    const { status, data } = await authApi.register(form);
    setLoading(false);
    if (status === 201) {
      setSignedUp(form.email);
      setForm(EMPTY);
      setResult({ ok: true, msg: messageOf(data) });
    } else {
      setForm({ ...form, password: '', confirmPassword: '' });
      setResult({ ok: false, msg: messageOf(data) });
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Every course is free. Sign up to track your progress.">
      {/* This page is served as HTML before its script runs: a submit in that moment must not put the
          password into the address (a GET form would), so the form says POST. */}
      <form className="form" method="post" onSubmit={onSubmit} noValidate>
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: firstCharacters(e.target.value, LIMITS.nameMax) })}
        />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={`*${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`}
          value={form.password}
          onChange={set('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        {result && <Message tone={result.ok ? 'success' : 'error'}>{result.msg}</Message>}
        {result?.ok && <EmailHint />}
        <button className="btn btn--primary btn--block" type="submit" disabled={loading}>
          {loading ? <Spinner label="Creating your account" /> : 'Sign up'}
        </button>
      </form>
      {result?.ok && signedUp && <ResendVerification email={signedUp} />}
      <p className="auth__switch">
        Already have an account? <Link to={paths.login()}>Log in</Link>
      </p>
    </AuthCard>
  );
}
