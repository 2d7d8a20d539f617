import { ACCOUNT_MESSAGES, accountDeletionProblems, DELETED_LEARNER } from '@shared/account';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton, SpinnerButton } from '../../../components/ui/busy-button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { forNextPage } from '../../../lib/toasts';
import { useFieldForm } from '../../../lib/use-field-form';
import { useSession } from '../../auth';
import { accountApi } from '../api';
import { AccountSection } from './account-section';

/** What deleting takes away, said before and again in the confirmation. */
const LOST = [
  msg('your account, so you can no longer log in with it'),
  msg('your courses, progress, resume points and quiz results'),
  msg('your likes (each course loses your like)'),
  msg('your notes and their review cards'),
  msg('your certificates: their links will say "Certificate not found."'),
  msg('your course requests'),
];

/**
 * Deleting the account: the password first, checked by the server, then a confirmation that names
 * what will be lost.
 * Afterwards the learner is logged out and lands on the home page.
 */
export function DeleteSection() {
  const [confirming, setConfirming] = useState(false);
  const { logout } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { form, saving, formRef, field, onSubmit, refuse } = useFieldForm(
    { password: '' },
    accountDeletionProblems,
  );

  // The server checks the password before the dialog asks whether this is meant, so a mistyped one
  // is told next to its field, not after the final "Delete"; deleting checks it again.
  const askToConfirm = onSubmit(async ({ password }) => {
    const { status, data } = await accountApi.checkDeletionPassword(password);
    if (status === 200) {
      setConfirming(true);
      return undefined;
    }
    if (status === 400) return { password: messageOf(data) };
    toast.error(failure(t("Your password wasn't checked"), t('Try again.'), { status, data }));
    return undefined;
  });

  const [deleting, setDeleting] = useState(false);
  const deleteForGood = async () => {
    setDeleting(true);
    const { status, data } = await accountApi.deleteAccount(form.password);
    setDeleting(false);
    setConfirming(false);
    if (status === 200) {
      toast.success(messageOf(data, ACCOUNT_MESSAGES.deleted), forNextPage());
      // The server has cleared the session cookies; this forgets the session here too.
      await logout(pathname);
      navigate(paths.home);
      return;
    }
    // A wrong password belongs to its field; anything else (too many attempts, a fault) is a toast.
    if (status === 400) refuse({ password: messageOf(data) });
    else toast.error(failure(t("Your account wasn't deleted"), t('Try again.'), { status, data }));
  };

  return (
    <AccountSection title={t('Delete account')} tone="danger">
      <p>{t('Deleting your account cannot be undone. It removes:')}</p>
      <ul className="account__losses">
        {LOST.map((loss) => (
          <li key={loss}>{t(loss)}</li>
        ))}
      </ul>
      <p>
        {t(
          'Your chat messages and discussion posts stay so conversations still make sense, shown as written by “{name}”. Download your data first if you want to keep a copy.',
          { name: DELETED_LEARNER },
        )}
      </p>
      <form ref={formRef} className="form" method="post" onSubmit={askToConfirm} noValidate>
        <PasswordField label={t('Your password')} purpose="current" {...field('password')} />
        <BusyButton className="btn btn--danger account__submit" type="submit" busy={saving || deleting}>
          {t('Delete my account…')}
        </BusyButton>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('Delete your account for good?')}
        closeLabel={t('Keep my account')}
      >
        <p>{t('This deletes, at once and for good:')}</p>
        <ul className="account__losses">
          {LOST.map((loss) => (
            <li key={loss}>{t(loss)}</li>
          ))}
        </ul>
        <SpinnerButton
          className="btn btn--danger"
          onClick={deleteForGood}
          busy={deleting}
          working={t('Deleting your account')}
        >
          {t('Delete my account and data')}
        </SpinnerButton>
      </Dialog>
    </AccountSection>
  );
}
