import { MESSAGES } from '@shared/constants';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { useReturnPath } from '../hooks/use-return-path';
import type { LinkData } from '../loaders';

const verifying = <PageSpinner label="Processing your request... Please wait." />;

export default function VerifyPage() {
  const { link } = useRouteData<LinkData>();
  // The page the learner signed up from, carried by the link (the server checked it at sign-up).
  const returnPath = useReturnPath();
  return (
    <PageDataView data={link} fallback={verifying}>
      {(state) =>
        state.kind === 'ready' ? (
          <AuthCard title="E-mail verified">
            <p className="message message--success" role="status">
              {MESSAGES.verified}
            </p>
            <Link className="btn btn--primary btn--block" to={paths.login(returnPath)}>
              Login
            </Link>
          </AuthCard>
        ) : (
          <AuthCard title="Link not valid">
            <p className="message message--error" role="alert">
              {MESSAGES.invalidLink}
            </p>
            <ResendVerification />
          </AuthCard>
        )
      }
    </PageDataView>
  );
}
