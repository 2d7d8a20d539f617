import { ACCOUNT_MESSAGES, accountDeletionProblems, DELETED_LEARNER } from '@shared/account';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { BusyButton, SpinnerButton } from '../../../components/ui/busy-button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { forNextPage } from '../../../lib/toasts';
import { useFieldForm } from '../../../lib/use-field-form';
import { useSession } from '../../auth';
import { accountApi } from '../api';
import { AccountSection } from './account-section';

/** What deleting takes away, said before and again in the confirmation. */
const LOST = [
  'your account, so you can no longer log in with it',
  'your courses, progress, resume points and quiz results',
  'your likes (each course loses your like)',
  'your notes',
  'your certificates: their links will say "Certificate not found."',
  'your course requests',
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
    toast.error(failure("Your password wasn't checked", 'Try again.', { status, data }));
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
    else toast.error(failure("Your account wasn't deleted", 'Try again.', { status, data }));
  };

  return (
    <AccountSection title="Delete account" tone="danger">
      <p>Deleting your account cannot be undone. It removes:</p>
      <ul className="account__losses">
        {LOST.map((loss) => (
          <li key={loss}>{loss}</li>
        ))}
      </ul>
      <p>
        Your chat messages and discussion posts stay so conversations still make sense, shown as written by “
        {DELETED_LEARNER}”. Download your data first if you want to keep a copy.
      </p>
      <form ref={formRef} className="form" method="post" onSubmit={askToConfirm} noValidate>
        <PasswordField label="Your password" purpose="current" {...field('password')} />
        <BusyButton className="btn btn--danger account__submit" type="submit" busy={saving || deleting}>
          Delete my account…
        </BusyButton>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account for good?"
        closeLabel="Keep my account"
      >
        <p>This deletes, at once and for good:</p>
        <ul className="account__losses">
          {LOST.map((loss) => (
            <li key={loss}>{loss}</li>
          ))}
        </ul>
        <SpinnerButton
          className="btn btn--danger"
          onClick={deleteForGood}
          busy={deleting}
          working="Deleting your account"
        >
          Delete my account and data
        </SpinnerButton>
      </Dialog>
    </AccountSection>
  );
}
