/**
 * The admins' moderation page (`/admin/reports`): messages learners reported, each with its reports
 * and what an admin can do about it (delete it for everyone, mute its author, dismiss the reports),
 * and the record of recent moderation actions: who did what, and when.
 */
import type { ChatMessage, ChatReports, ModerationAction, ReportedMessage } from '@shared/types';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminDataPage } from '../../../components/ui/admin-data-page';
import { PostReports } from '../../../components/ui/post-reports';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { paths } from '../../../config/paths';
import { msg, Trans, t } from '../../../i18n';
import { isOk, messageOf } from '../../../lib/api';
import { useReload, useRouteData } from '../../../lib/route-data';
import { formatDateTime } from '../../../lib/time';
import { ReportedReviews } from '../../ratings';
import { chatApi } from '../api';
import { MessageTime } from '../components/message-time';
import { DeleteDialog, MuteDialog } from '../components/moderation-dialogs';
import { useNow } from '../hooks/use-now';
import type { ChatReportsPageData } from '../loaders';
import '../community.css';
import { failure } from '../../../lib/failure';

export default function ReportsPage() {
  const { reports } = useRouteData<ChatReportsPageData>();
  const { reload } = useReload();
  return (
    <AdminDataPage
      className="chat-reports"
      documentTitle={t('Reported messages | LearnFree')}
      heading={t('Reported messages')}
      data={reports}
      loading={t('Loading the reports...')}
      refusal={t('Only admins can see the reported messages.')}
      back={{ to: paths.community, label: t('Back to the community') }}
      failed={t('The reports could not be loaded.')}
    >
      {(loaded) => <Moderation loaded={loaded} reload={reload} />}
    </AdminDataPage>
  );
}

type Acting = { kind: 'delete' | 'mute'; message: ChatMessage } | null;

function Moderation({ loaded, reload }: { loaded: ChatReports; reload(): void }) {
  const now = useNow(30_000);
  const [acting, setActing] = useState<Acting>(null);
  const dismiss = async (message: ChatMessage) => {
    const { status, data } = await chatApi.dismiss(message._id);
    if (isOk(status)) toast.success(messageOf(data));
    else toast.error(failure(t("The reports weren't dismissed"), t('Try again.'), { status, data }));
    reload();
  };
  return (
    <>
      <p className="lead">
        {loaded.reports.length === 0
          ? t('No open reports. Learners report a message from the community page.')
          : t(
              '{count, plural, one {# reported message, newest first.} other {# reported messages, newest first.}}',
              {
                count: loaded.reports.length,
              },
            )}
      </p>
      <ul className="chat-reports__list">
        {loaded.reports.map((entry) => (
          <ReportedEntry
            key={entry.message._id}
            entry={entry}
            now={now}
            onDelete={() => setActing({ kind: 'delete', message: entry.message })}
            onMute={() => setActing({ kind: 'mute', message: entry.message })}
            onDismiss={() => void dismiss(entry.message)}
          />
        ))}
      </ul>
      <ReportedReviews reviews={loaded.reviews ?? []} onDone={reload} />
      <ActionLog actions={loaded.actions} />
      {acting?.kind === 'delete' && (
        <DeleteDialog message={acting.message} onClose={() => setActing(null)} onDone={reload} />
      )}
      {acting?.kind === 'mute' && (
        <MuteDialog message={acting.message} onClose={() => setActing(null)} onDone={reload} />
      )}
    </>
  );
}

function ReportedEntry({
  entry,
  now,
  onDelete,
  onMute,
  onDismiss,
}: {
  entry: ReportedMessage;
  now: number;
  onDelete(): void;
  onMute(): void;
  onDismiss(): void;
}) {
  const { message, reports } = entry;
  const about = (
    <ScreenReaderSuffix>{t('the message from {name}', { name: message.user })}</ScreenReaderSuffix>
  );
  return (
    <li className="panel">
      <p className="chat__meta">
        <span className="chat__author">{message.user}</span> <MessageTime iso={message.createdAt} now={now} />
      </p>
      <p className="chat__text">{message.message}</p>
      <PostReports
        reports={reports}
        post={t('the message from {name}', { name: message.user })}
        heading="h2"
        reporterClass="chat__author"
        time={(iso) => <MessageTime iso={iso} now={now} />}
      />
      <div className="chat__actions">
        <button type="button" className="btn btn--danger" onClick={onDelete}>
          {t('Delete')}
          {about}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onMute}>
          {t('Mute the author')}
          <ScreenReaderSuffix>{t('of the message from {name}', { name: message.user })}</ScreenReaderSuffix>
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDismiss}>
          {t('Dismiss the reports')}
          <ScreenReaderSuffix>{t('on the message from {name}', { name: message.user })}</ScreenReaderSuffix>
        </button>
      </div>
    </li>
  );
}

/** Who did what to whose message: `<0>` is the admin, `<1>` the message's author. */
const DONE: Record<ModerationAction['action'], string> = {
  delete: msg('<0>{admin}</0> deleted a message by <1>{author}</1>'),
  mute: msg('<0>{admin}</0> muted <1>{author}</1>'),
  dismiss: msg('<0>{admin}</0> dismissed the reports on a message by <1>{author}</1>'),
};
const MUTED_UNTIL = msg('<0>{admin}</0> muted <1>{author}</1> until {until}');

function ActionLog({ actions }: { actions: ModerationAction[] }) {
  return (
    <section className="chat-reports__log" aria-labelledby="moderation-log-title">
      <h2 id="moderation-log-title">{t('Moderation log')}</h2>
      {actions.length === 0 ? (
        <p>{t('No moderation actions yet.')}</p>
      ) : (
        <ul>
          {actions.map((action) => (
            <li key={action._id}>
              <time dateTime={action.at}>{formatDateTime(action.at)}</time>:{' '}
              <Trans
                id={action.until ? MUTED_UNTIL : DONE[action.action]}
                values={{
                  admin: action.by,
                  author: action.message.user,
                  until: action.until ? formatDateTime(action.until) : '',
                }}
                components={[<strong key="0" />, <strong key="1" />]}
              />
              : “{action.message.message}”
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
