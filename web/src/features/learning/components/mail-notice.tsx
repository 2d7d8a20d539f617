import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

/**
 * On the dashboard while no mail goes to the learner's address: the account page says why and
 * offers "Send me mail again".
 */
export function MailNotice() {
  return (
    <p className="message message--error dashboard__mail-notice" role="status">
      {t("We couldn't deliver mail to this address.")}{' '}
      {t("Password resets and answers to your questions can't reach you.")}{' '}
      <Link to={paths.account}>{t('See why in your account settings')}</Link>
    </p>
  );
}
