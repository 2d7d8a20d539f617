import type { CourseRequest } from '@shared/types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { useSession } from '../../auth';
import { ApproveDialog } from '../components/approve-dialog';
import { RejectDialog } from '../components/reject-dialog';
import { RequestsTable } from '../components/requests-table';
import type { Decision } from '../decision';
import type { RequestListData } from '../loaders';
import '../requests.css';

/** The admin's form for each decision. */
const DECISION_DIALOGS = { approve: ApproveDialog, reject: RejectDialog } as const;

// The spec's rule for this page: a failed load is only logged, and "Loading..." stays.
const logFailure = ({ status, msg }: { status: number; msg: string }) =>
  console.error('Loading the course requests failed', status, msg);
const Loading = () => <p>{t('Loading...')}</p>;

export default function RequestListPage() {
  const { role } = useSession();
  const isAdmin = role === 'admin';
  const { requests } = useRouteData<RequestListData>();
  return (
    <section className="container page requests">
      <h1>{isAdmin ? t('Course requests') : t('Your course requests')}</h1>
      <PageDataView data={requests} fallback={<Loading />} onFailure={logFailure}>
        {(state) =>
          state.kind === 'ready' && Array.isArray(state.data) ? (
            <RequestList initial={state.data} isAdmin={isAdmin} />
          ) : (
            <Loading />
          )
        }
      </PageDataView>
    </section>
  );
}

/** The requests as loaded, then as this page's decisions change them. */
function RequestList({ initial, isAdmin }: { initial: CourseRequest[]; isAdmin: boolean }) {
  const [requests, setRequests] = useState(initial);
  const [deciding, setDeciding] = useState<{ request: CourseRequest; decision: Decision } | null>(null);
  const DecisionDialog = deciding && DECISION_DIALOGS[deciding.decision];

  const decided = (id: string, change: Partial<CourseRequest>) => {
    setRequests((list) => list.map((r) => (r._id === id ? { ...r, ...change } : r)));
    setDeciding(null);
  };

  return (
    <>
      {requests.length === 0 ? (
        <div className="requests-empty">
          <p>{t('No course requests yet.')}</p>
          <Link className="btn btn--primary" to={paths.courseRequest}>
            {t('Request a course')}
          </Link>
        </div>
      ) : (
        <RequestsTable
          requests={requests}
          onDecide={isAdmin ? (request, decision) => setDeciding({ request, decision }) : undefined}
        />
      )}
      {deciding && DecisionDialog && (
        <DecisionDialog
          request={deciding.request}
          onClose={() => setDeciding(null)}
          onDecided={(change) => decided(deciding.request._id, change)}
        />
      )}
    </>
  );
}
