import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { Spinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api';
import { authApi } from '../api';

/**
 * "Resend the verification link": with a known address (after sign-up, after an unverified login)
 * just the button; without one (a used or expired link) a field for the address first. The server
 * answers the same for every address, so the message is the same whatever happened.
 */
export function ResendVerification({ email }: { email?: string }) {
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const to = email ?? address;
    if (!to.trim()) return;
    setSending(true);
    const { status, data } = await authApi.resendVerification(to);
    setSending(false);
    setResult({ ok: status === 200, msg: messageOf(data) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const button = (
    <BusyButton
      className="btn btn--ghost btn--block"
      type={email === undefined ? 'submit' : 'button'}
      onClick={email === undefined ? undefined : () => void send()}
      busy={sending}
      busyLabel={<Spinner label="Sending" />}
    >
      Resend the verification link
    </BusyButton>
  );
  const outcome = result && <Message tone={result.ok ? 'success' : 'error'}>{result.msg}</Message>;

  if (email !== undefined) {
    return (
      <div className="form">
        {button}
        {outcome}
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit}>
      <Field
        label="Your e-mail address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={address}
        onChange={(e) => setAddress(e.target.value)}
      />
      {button}
      {outcome}
    </form>
  );
}
