import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { type PageData, PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { AuthCard } from '../components/auth-card';
import { LinkUnchecked, linkUnchecked } from '../components/link-unchecked';
import { ResendVerification } from '../components/resend-verification';
import { useReturnPath } from '../hooks/use-return-path';
import type { LinkData } from '../loaders';

const Verifying = () => <PageSpinner label={t('Processing your request... Please wait.')} />;

/** The verify call's answer: `alreadyVerified` when the link was opened before (see docs/api.md). */
type Verified = { alreadyVerified?: boolean };

export default function VerifyPage() {
  const { link } = useRouteData<LinkData>();
  // The page the learner signed up from, carried by the link (the server checked it at sign-up).
  const returnPath = useReturnPath();
  return (
    <PageDataView data={link} fallback={<Verifying />}>
      {(state) => <VerifyOutcome state={state as PageData<Verified>} returnPath={returnPath} />}
    </PageDataView>
  );
}

function VerifyOutcome({ state, returnPath }: { state: PageData<Verified>; returnPath?: string }) {
  if (state.kind === 'ready') {
    const again = state.data.alreadyVerified === true;
    return (
      <AuthCard title={again ? t('Already verified') : t('E-mail verified')}>
        <div className="auth__stack">
          <p className="message message--success" role="status">
            {again
              ? t('Your address is already verified. Log in.')
              : t('Your email has been verified successfully. Welcome aboard!')}
          </p>
          <Link className="btn btn--primary btn--block" to={paths.login(returnPath)}>
            {t('Log in')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (linkUnchecked(state)) return <LinkUnchecked msg={state.msg} />;
  return (
    <AuthCard title={t('Link not valid')}>
      <div className="auth__stack">
        <p className="message message--error" role="alert">
          {t(
            'Sorry, the link you have clicked is invalid or has expired. Please try again or contact support.',
          )}
        </p>
        <ResendVerification />
      </div>
    </AuthCard>
  );
}
