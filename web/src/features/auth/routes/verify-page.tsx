import { MESSAGES } from '@shared/constants';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFetched } from '../../../lib/use-fetched';
import { authApi } from '../api';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { useReturnPath } from '../hooks/use-return-path';

export default function VerifyPage() {
  const { id = '', token = '' } = useParams();
  const { data: state = 'loading' } = useFetched(
    () => authApi.verify(id, token).then(({ status }) => (status === 200 ? 'verified' : 'invalid')),
    [id, token],
  );
  // The page the learner signed up from, carried by the link (the server checked it at sign-up).
  const returnPath = useReturnPath();

  if (state === 'loading') return <PageSpinner label="Processing your request... Please wait." />;
  return (
    <AuthCard title={state === 'verified' ? 'E-mail verified' : 'Link not valid'}>
      {state === 'verified' ? (
        <>
          <p className="message message--success" role="status">
            {MESSAGES.verified}
          </p>
          <Link className="btn btn--primary btn--block" to={paths.login(returnPath)}>
            Login
          </Link>
        </>
      ) : (
        <>
          <p className="message message--error" role="alert">
            {MESSAGES.invalidLink}
          </p>
          <ResendVerification />
        </>
      )}
    </AuthCard>
  );
}
