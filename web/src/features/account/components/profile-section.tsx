import { ACCOUNT_MESSAGES, type AccountProfile, profileProblems } from '@shared/account';
import { LIMITS } from '@shared/constants';
import { toast } from 'sonner';
import { Field } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { formatDate } from '../../../lib/time';
import { useFieldForm } from '../../../lib/use-field-form';
import { useSession } from '../../auth';
import { accountApi } from '../api';
import { AccountForm } from './account-form';
import { AccountSection } from './account-section';

/** The name others see; the navigation bar takes a new one at once. */
export function ProfileSection({ profile }: { profile: AccountProfile }) {
  const session = useSession();
  const fieldForm = useFieldForm({ name: profile.name }, profileProblems);
  const { field, onSubmit } = fieldForm;

  const save = onSubmit(async ({ name }) => {
    const { status, data } = await accountApi.rename(name);
    if (status === 200) {
      session.setSession({ loggedIn: true, name: data.name, role: session.role });
      // A fresh access token carries the new name to the chat and the discussion from now on.
      void session.refresh();
      toast.success(messageOf(data, ACCOUNT_MESSAGES.renamed));
      return undefined;
    }
    if (status === 400) return { name: messageOf(data) };
    toast.error(failure(t("Your name wasn't changed"), t('Try again.'), { status, data }));
    return undefined;
  });

  return (
    <AccountSection title={t('Profile')}>
      <dl className="account__facts">
        <dt>{t('Email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('Member since')}</dt>
        <dd>{formatDate(profile.createdAt)}</dd>
      </dl>
      <AccountForm fieldForm={fieldForm} onSubmit={save} working={t('Saving')} submitLabel={t('Save name')}>
        <Field
          label={t('Name')}
          autoComplete="name"
          required
          hint={t(
            '{min} to {max} characters; others see it in the chat, the discussion and on certificates you claim from now on.',
            { min: LIMITS.nameMin, max: LIMITS.nameMax },
          )}
          {...field('name')}
        />
      </AccountForm>
    </AccountSection>
  );
}
