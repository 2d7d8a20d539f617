import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/field';
import { Outcome } from '../../../components/ui/message';
import { PageSpinner } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { useFormFields } from '../../../lib/use-form-fields';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { LinkUnchecked, linkUnchecked } from '../components/link-unchecked';
import type { LinkData } from '../loaders';
import { passwordHint, resetProblem } from '../validation';

const Checking = () => <PageSpinner label={t('Checking your link...')} />;

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
    <PageDataView data={link} fallback={<Checking />}>
      {(state) =>
        linkUnchecked(state) ? (
          <LinkUnchecked msg={state.msg} />
        ) : state.kind !== 'ready' ? (
          <AuthCard title={t('Link not valid')}>
            <p className="message message--error" role="alert">
              {t(
                'Sorry, the link you have clicked is invalid or has expired. Please try again or contact support.',
              )}
            </p>
          </AuthCard>
        ) : (
          <AuthCard title={t('Enter new password')}>
            <form className="form" onSubmit={onSubmit} noValidate>
              <PasswordField
                label={t('Password')}
                purpose="new"
                hint={passwordHint()}
                {...field('password')}
              />
              <PasswordField label={t('Confirm Password')} purpose="new" {...field('confirmPassword')} />
              <Outcome of={result} />
              <SubmitButton busy={saving} busyLabel={t('Saving')}>
                {t('Submit')}
              </SubmitButton>
            </form>
            <p className="auth__switch">
              <Link to={paths.login()}>{t('Have an account? Log in')}</Link>
            </p>
          </AuthCard>
        )
      }
    </PageDataView>
  );
}
