import { ACCOUNT_MESSAGES, type FieldProblems, passwordChangeProblems } from '@shared/account';
import { LIMITS, MESSAGES } from '@shared/constants';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { PasswordField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { useFieldForm } from '../../../lib/use-field-form';
import { accountApi } from '../api';
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
  const { setForm, saving, formRef, field, onSubmit } = useFieldForm(EMPTY, passwordChangeProblems);

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
    toast.error(failure("Your password wasn't changed", 'Try again.', { status, data }));
    return undefined;
  });

  return (
    <AccountSection title="Password">
      <p>Changing it logs you out on every other device and cancels any reset link we mailed you.</p>
      <form ref={formRef} className="form" method="post" onSubmit={save} noValidate>
        <PasswordField label="Current password" purpose="current" {...field('currentPassword')} />
        <PasswordField
          label="New password"
          purpose="new"
          hint={`${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`}
          {...field('password')}
        />
        <PasswordField label="Confirm new password" purpose="new" {...field('confirmPassword')} />
        <SpinnerButton
          className="btn btn--primary account__submit"
          type="submit"
          busy={saving}
          working="Changing your password"
        >
          Change password
        </SpinnerButton>
      </form>
    </AccountSection>
  );
}
