import type { CourseRequest, RequestStatus } from '@shared/types';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n';
import type { Decision, OnDecide } from '../decision';

const STATUS_LABEL: Record<RequestStatus, string> = {
  new: msg('New'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
};

// Stored links are normalised https links; anything else (older data) is shown as text, never as a link.
const isSafeLink = (href: string) => href.startsWith('https://');

/**
 * The spec's request table; with `onDecide` (admins) open requests get Approve and Reject. On narrow
 * screens each row becomes a card (see requests.css), which names its fields from `data-label`.
 */
export function RequestsTable({ requests, onDecide }: { requests: CourseRequest[]; onDecide?: OnDecide }) {
  return (
    <div className="table-scroll">
      <table className="requests-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Email')}</th>
            <th scope="col">{t('Playlist')}</th>
            <th scope="col">{t('Message')}</th>
            <th scope="col">{t('Status')}</th>
            {onDecide && <th scope="col">{t('Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {requests.map((request, index) => (
            <tr key={request._id}>
              <td data-label="#">{index + 1}</td>
              <td data-label={t('Name')}>{request.name}</td>
              <td data-label={t('Email')} className="requests-table__email">
                {request.email}
              </td>
              <td data-label={t('Playlist')} className="requests-table__link">
                <PlaylistCell playlist={request.playlist} />
              </td>
              <td data-label={t('Message')} className="requests-table__message">
                {request.topic && (
                  <p className="requests-table__topic">{t('Topic: {topic}', { topic: request.topic })}</p>
                )}
                {request.message}
              </td>
              <td data-label={t('Status')} className="requests-table__status">
                <span className={`status status--${request.status}`}>{t(STATUS_LABEL[request.status])}</span>
                {request.courseId && (
                  <>
                    {' '}
                    <Link to={paths.courseDetail(request.courseId)}>{t('View course')}</Link>
                  </>
                )}
                {request.reason && (
                  <p className="requests-table__reason">
                    {t('Reason: {reason}', { reason: request.reason })}
                  </p>
                )}
              </td>
              {onDecide && (
                <td data-label={t('Actions')}>
                  {request.status === 'new' && (
                    <div className="requests-table__actions">
                      <DecisionButton
                        decision="approve"
                        request={request}
                        row={index + 1}
                        onDecide={onDecide}
                      />
                      <DecisionButton
                        decision="reject"
                        request={request}
                        row={index + 1}
                        onDecide={onDecide}
                      />
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The request's link; a request without one asks for a topic, and an admin finds the playlist. */
function PlaylistCell({ playlist }: { playlist: string }) {
  if (!playlist) return <span className="status status--topic-only">{t('Topic only')}</span>;
  return isSafeLink(playlist) ? (
    <a href={playlist} target="_blank" rel="noopener noreferrer">
      {playlist}
    </a>
  ) : (
    playlist
  );
}

const DECISION_BUTTONS: Record<Decision, { verb: string; label: string; className: string }> = {
  approve: {
    verb: msg('Approve'),
    label: msg('Approve request {row} from {name}'),
    className: 'btn btn--primary requests-table__button',
  },
  reject: {
    verb: msg('Reject'),
    label: msg('Reject request {row} from {name}'),
    className: 'btn btn--ghost requests-table__button',
  },
};

/** Approve or Reject, read out with the request it decides: "Approve request 2 from Asha". */
function DecisionButton({
  decision,
  request,
  row,
  onDecide,
}: {
  decision: Decision;
  request: CourseRequest;
  row: number;
  onDecide: OnDecide;
}) {
  const { verb, label, className } = DECISION_BUTTONS[decision];
  return (
    <button
      type="button"
      className={className}
      aria-label={t(label, { row, name: request.name })}
      onClick={() => onDecide(request, decision)}
    >
      {t(verb)}
    </button>
  );
}
