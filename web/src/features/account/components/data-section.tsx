import { EXPORT_FILE_NAME } from '@shared/account';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '../../../components/ui/busy-button';
import { Spinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api';
import { downloadText } from '../../learning/notebook/download';
import { accountApi } from '../api';
import { AccountSection } from './account-section';

/** Everything we keep about the learner, as one JSON file. */
export function DataSection() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const { status, data } = await accountApi.exportData();
    setBusy(false);
    if (status !== 200) return void toast.error(messageOf(data, 'Your data could not be downloaded.'));
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
      <BusyButton
        className="btn btn--ghost"
        type="button"
        onClick={download}
        busy={busy}
        busyLabel={<Spinner label="Preparing your data" />}
      >
        Download my data
      </BusyButton>
    </AccountSection>
  );
}
