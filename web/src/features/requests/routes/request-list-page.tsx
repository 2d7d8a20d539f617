import type { CourseRequest } from '@shared/types';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { useSession } from '../../auth/session';
import { requestsApi } from '../api';
import { ApproveDialog } from '../components/approve-dialog';
import { RequestsTable } from '../components/requests-table';
import '../requests.css';

export default function RequestListPage() {
  const { role } = useSession();
  const isAdmin = role === 'admin';
  const [requests, setRequests] = useState<CourseRequest[] | null>(null);
  const [approving, setApproving] = useState<CourseRequest | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void requestsApi.list().then(({ status, data }) => {
      if (!current) return;
      if (status === 200 && Array.isArray(data)) setRequests(data);
      // The spec's rule for this page: a failed load is only logged.
      else console.error('Loading the course requests failed', status, messageOf(data));
    });
    return () => {
      current = false;
    };
  }, []);

  const update = (id: string, change: Partial<CourseRequest>) =>
    setRequests((list) => list?.map((r) => (r._id === id ? { ...r, ...change } : r)) ?? list);

  const reject = async (request: CourseRequest) => {
    setBusyId(request._id);
    const { status, data } = await requestsApi.reject(request._id);
    setBusyId(null);
    if (status === 200) {
      update(request._id, { status: 'rejected' });
      toast.success(messageOf(data));
    } else {
      toast.error(messageOf(data));
    }
  };

  return (
    <section className="container page requests">
      <h1>{isAdmin ? 'Course requests' : 'Your course requests'}</h1>
      {requests === null ? (
        <p>Loading...</p>
      ) : requests.length === 0 ? (
        <div className="requests-empty">
          <p>No course requests yet.</p>
          <Link className="btn btn--primary" to={paths.courseRequest}>
            Request a course
          </Link>
        </div>
      ) : (
        <RequestsTable
          requests={requests}
          actions={isAdmin ? { busyId, onApprove: setApproving, onReject: reject } : undefined}
        />
      )}
      {approving && (
        <ApproveDialog
          request={approving}
          onClose={() => setApproving(null)}
          onApproved={(courseId) => {
            update(approving._id, { status: 'approved', courseId });
            setApproving(null);
          }}
        />
      )}
    </section>
  );
}
