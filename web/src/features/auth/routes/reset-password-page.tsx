import { MESSAGES } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { PageSpinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useFetched } from '../../../lib/use-fetched';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { PASSWORD_HINT, resetProblem } from '../validation';

export default function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const { data: link = 'checking' } = useFetched(
    () => authApi.checkResetLink(id, token).then(({ status }) => (status === 200 ? 'valid' : 'invalid')),
    [id, token],
  );
  const { values, setValues, field } = useFormFields({ password: '', confirmPassword: '' });
  const { password, confirmPassword } = values;
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
    if (status === 200) setValues({ password: '', confirmPassword: '' });
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
        <PasswordField label="Password" purpose="new" hint={PASSWORD_HINT} {...field('password')} />
        <PasswordField label="Confirm Password" purpose="new" {...field('confirmPassword')} />
        <Outcome of={result} />
        <SubmitButton busy={saving} busyLabel="Saving">
          Submit
        </SubmitButton>
      </form>
      <p className="auth__switch">
        <Link to={paths.login()}>Have an Account? Login</Link>
      </p>
    </AuthCard>
  );
}
