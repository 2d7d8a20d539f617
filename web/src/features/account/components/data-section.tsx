import { EXPORT_FILE_NAME } from '@shared/account';
import { useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { downloadText } from '../../../lib/download';
import { failure } from '../../../lib/failure';
import { accountApi } from '../api';
import { AccountSection } from './account-section';

/** Everything we keep about the learner, as one JSON file. */
export function DataSection() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const { status, data } = await accountApi.exportData();
    setBusy(false);
    if (status !== 200)
      return void toast.error(failure("Your data wasn't downloaded", 'Try again.', { status, data }));
    downloadText(EXPORT_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
    toast.success(`Your data is in ${EXPORT_FILE_NAME}.`);
  };

  return (
    <AccountSection title="Your data">
      <p>
        Download what LearnFree keeps about you: your profile, courses with progress and resume points, quiz
        results, likes, notes, course requests, certificates, and the chat messages and discussion posts you
        wrote.
      </p>
      <SpinnerButton className="btn btn--ghost" onClick={download} busy={busy} working="Preparing your data">
        Download my data
      </SpinnerButton>
    </AccountSection>
  );
}
