import { type FormEvent, useState } from 'react';
import { EmailField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { t } from '../../../i18n';
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
    <AuthCard title={t('Forgot your password?')} subtitle={t('We will mail you a link to choose a new one.')}>
      <form className="form" onSubmit={onSubmit}>
        <EmailField
          label={t('Enter email to reset password')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Outcome of={result} />
        <SubmitButton busy={sending} busyLabel={t('Sending')}>
          {t('Reset')}
        </SubmitButton>
        <EmailHint />
      </form>
    </AuthCard>
  );
}
