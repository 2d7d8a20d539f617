/**
 * /account, the account menu's "Account Setting": the learner's name, password, their data and
 * deleting the account. The profile comes from the route's loader, like every page's data.
 */

import { LoadFailed } from '../../../components/ui/load-failed';
import { PageTitle } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { t } from '../../../i18n';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { DataSection } from '../components/data-section';
import { DeleteSection } from '../components/delete-section';
import { MailDeliveryNotice } from '../components/mail-delivery-notice';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import type { AccountData } from '../loaders';
import '../account.css';

export default function AccountPage() {
  const { profile } = useRouteData<AccountData>();
  return (
    <section className="container page account">
      <PageTitle>{t('Account settings')}</PageTitle>
      <h1>{t('Account settings')}</h1>
      <PageDataView data={profile} fallback={<PageSpinner label={t('Loading your account...')} />}>
        {(state) =>
          state.kind === 'ready' ? (
            <div className="account__sections">
              {state.data.mailUndeliverable && (
                <MailDeliveryNotice email={state.data.email} mark={state.data.mailUndeliverable} />
              )}
              <ProfileSection profile={state.data} />
              <PasswordSection />
              <DataSection />
              <DeleteSection />
            </div>
          ) : (
            <LoadFailed msg={state.kind === 'failed' ? state.msg : t('Your account could not be found.')} />
          )
        }
      </PageDataView>
    </section>
  );
}
