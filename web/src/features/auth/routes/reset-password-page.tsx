import { MESSAGES } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { PageSpinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { LinkUnchecked, linkUnchecked } from '../components/link-unchecked';
import type { LinkData } from '../loaders';
import { PASSWORD_HINT, resetProblem } from '../validation';

const checking = <PageSpinner label="Checking your link..." />;

export default function ResetPasswordPage() {
  const { link } = useRouteData<LinkData>();
  const { id = '', token = '' } = useParams();
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

  return (
    <PageDataView data={link} fallback={checking}>
      {(state) =>
        linkUnchecked(state) ? (
          <LinkUnchecked msg={state.msg} />
        ) : state.kind !== 'ready' ? (
          <AuthCard title="Link not valid">
            <p className="message message--error" role="alert">
              {MESSAGES.invalidLink}
            </p>
          </AuthCard>
        ) : (
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
              <Link to={paths.login()}>Have an account? Log in</Link>
            </p>
          </AuthCard>
        )
      }
    </PageDataView>
  );
}
