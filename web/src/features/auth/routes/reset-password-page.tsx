import { MESSAGES } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BusyButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { Message } from '../../../components/ui/message';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useFetched } from '../../../lib/use-fetched';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { PASSWORD_HINT, resetProblem } from '../validation';

export default function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const { data: link = 'checking' } = useFetched(
    () => authApi.checkResetLink(id, token).then(({ status }) => (status === 200 ? 'valid' : 'invalid')),
    [id, token],
  );
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; msg: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetProblem(password, confirmPassword);
    if (problem) return setResult({ ok: false, msg: problem });
    setSaving(true);
    const { status, data } = await authApi.resetPassword(id, token, password, confirmPassword);
    setSaving(false);
    setResult({ ok: status === 200, msg: messageOf(data) });
    if (status === 200) {
      setPassword('');
      setConfirmPassword('');
    }
  };

  if (link === 'checking') return <PageSpinner label="Checking your link..." />;
  if (link === 'invalid')
    return (
      <AuthCard title="Link not valid">
        <p className="message message--error" role="alert">
          {MESSAGES.invalidLink}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Enter new password">
      <form className="form" onSubmit={onSubmit} noValidate>
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_HINT}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        {result && <Message tone={result.ok ? 'success' : 'error'}>{result.msg}</Message>}
        <BusyButton
          className="btn btn--primary btn--block"
          type="submit"
          busy={saving}
          busyLabel={<Spinner label="Saving" />}
        >
          Submit
        </BusyButton>
      </form>
      <p className="auth__switch">
        <Link to={paths.login()}>Have an Account? Login</Link>
      </p>
    </AuthCard>
  );
}
