import { EXPORT_FILE_NAME } from '@shared/account';
import { toast } from 'sonner';
import { ActionButton } from '../../../components/ui/busy-button';
import { t } from '../../../i18n';
import { downloadText } from '../../../lib/download';
import { failure } from '../../../lib/failure';
import { accountApi } from '../api';
import { AccountSection } from './account-section';

/** Everything we keep about the learner, as one JSON file. */
export function DataSection() {
  const download = async () => {
    const { status, data } = await accountApi.exportData();
    if (status !== 200)
      return void toast.error(failure(t("Your data wasn't downloaded"), t('Try again.'), { status, data }));
    downloadText(EXPORT_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
    toast.success(t('Your data is in {file}.', { file: EXPORT_FILE_NAME }));
  };

  return (
    <AccountSection title={t('Your data')}>
      <p>
        {t(
          'Download what LearnFree keeps about you: your profile, courses with progress and resume points, quiz results, likes, notes and review cards, course requests, certificates, and the chat messages and discussion posts you wrote.',
        )}
      </p>
      <ActionButton className="btn btn--ghost" action={download} working={t('Preparing your data')}>
        {t('Download my data')}
      </ActionButton>
    </AccountSection>
  );
}
