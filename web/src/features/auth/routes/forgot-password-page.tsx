import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { Spinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailHint } from '../components/email-hint';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setSending(true);
    const { status, data } = await authApi.forgotPassword(email);
    setSending(false);
    setResult({ ok: status === 200, msg: messageOf(data) });
  };

  return (
    <AuthCard title="Forgot your password?" subtitle="We will mail you a link to choose a new one.">
      <form className="form" onSubmit={onSubmit}>
        <Field
          label="Enter email to reset password"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {result && <Message tone={result.ok ? 'success' : 'error'}>{result.msg}</Message>}
        <BusyButton
          className="btn btn--primary btn--block"
          type="submit"
          busy={sending}
          busyLabel={<Spinner label="Sending" />}
        >
          Reset
        </BusyButton>
        <EmailHint />
      </form>
    </AuthCard>
  );
}
