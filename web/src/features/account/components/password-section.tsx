import { ACCOUNT_MESSAGES, type FieldProblems, passwordChangeProblems } from '@shared/account';
import { LIMITS, MESSAGES } from '@shared/constants';
import { toast } from 'sonner';
import { PasswordField } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { useFieldForm } from '../../../lib/use-field-form';
import { accountApi } from '../api';
import { AccountForm } from './account-form';
import { AccountSection } from './account-section';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
type PasswordForm = typeof EMPTY;

/** Where the server's refusal belongs: each of its messages names one field. */
function refusalOf(msg: string): FieldProblems<PasswordForm> | null {
  if (msg === ACCOUNT_MESSAGES.wrongPassword) return { currentPassword: msg };
  if (msg === ACCOUNT_MESSAGES.newPasswordLength) return { password: msg };
  if (msg === MESSAGES.passwordsDiffer) return { confirmPassword: msg };
  return null;
}

/** A new password; this browser stays logged in, every other device is logged out. */
export function PasswordSection() {
  const fieldForm = useFieldForm(EMPTY, passwordChangeProblems);
  const { setForm, field, onSubmit } = fieldForm;

  const save = onSubmit(async (form) => {
    const { status, data } = await accountApi.changePassword(form);
    if (status === 200) {
      setForm(EMPTY);
      toast.success(messageOf(data, ACCOUNT_MESSAGES.passwordChanged));
      return undefined;
    }
    const msg = messageOf(data);
    const refused = refusalOf(msg);
    if (refused) return refused;
    toast.error(failure(t("Your password wasn't changed"), t('Try again.'), { status, data }));
    return undefined;
  });

  return (
    <AccountSection title={t('Password')}>
      <p>{t('Changing it logs you out on every other device and cancels any reset link we mailed you.')}</p>
      <AccountForm
        fieldForm={fieldForm}
        onSubmit={save}
        working={t('Changing your password')}
        submitLabel={t('Change password')}
      >
        <PasswordField label={t('Current password')} purpose="current" {...field('currentPassword')} />
        <PasswordField
          label={t('New password')}
          purpose="new"
          hint={t('{min} to {max} characters', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          {...field('password')}
        />
        <PasswordField label={t('Confirm new password')} purpose="new" {...field('confirmPassword')} />
      </AccountForm>
    </AccountSection>
  );
}
