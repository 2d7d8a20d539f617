import { type FormEvent, useState } from 'react';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { EmailField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { authApi } from '../api';

/**
 * "Resend the verification link": with a known address (after sign-up, after an unverified login)
 * just the button; without one (a used or expired link) a field for the address first. The server
 * answers the same for every address, so the message is the same whatever happened. `redirect` is
 * the page the sign-up or login was to lead back to, and so the new link leads there too.
 */
export function ResendVerification({ email, redirect }: { email?: string; redirect?: string }) {
  const [address, setAddress] = useState('');
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const to = email ?? address;
    if (!to.trim()) return;
    setSending(true);
    const { status, data } = await authApi.resendVerification(to, redirect);
    setSending(false);
    setResult({ ok: status === 200, msg: messageOf(data) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const button = (
    <SpinnerButton
      className="btn btn--ghost btn--block"
      type={email === undefined ? 'submit' : 'button'}
      onClick={email === undefined ? undefined : () => void send()}
      busy={sending}
      working={t('Sending')}
    >
      {t('Resend the verification link')}
    </SpinnerButton>
  );
  const outcome = <Outcome of={result} />;

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
      <EmailField
        label={t('Your e-mail address')}
        name="email"
        required
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      {button}
      {outcome}
    </form>
  );
}
