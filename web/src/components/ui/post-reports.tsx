/**
 * The reports on one post in the admins' moderation queue (a chat message, a course review): how
 * many, then each reporter with their reason and when.
 */
import type { ReportedMessage } from '@shared/types';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { ScreenReaderSuffix } from './screen-reader-suffix';

export function PostReports({
  reports,
  post,
  heading: Heading,
  reporterClass,
  time,
}: {
  /** Each learner's report, as the queue lists them for a message or a review alike. */
  reports: ReportedMessage['reports'];
  /** The post as a screen reader tells it from the others on the page ("the message from Ben"). */
  post: string;
  /** The heading's level, one below the heading the post is listed under. */
  heading: 'h2' | 'h3';
  reporterClass?: string;
  time(iso: string): ReactNode;
}) {
  return (
    <>
      <Heading className="panel__heading">
        {t('{count, plural, one {# report} other {# reports}}', { count: reports.length })}
        <ScreenReaderSuffix>{t('on {post}', { post })}</ScreenReaderSuffix>
      </Heading>
      <ul className="panel__list">
        {reports.map((report) => (
          <li key={`${report.reporter}-${report.reportedAt}`}>
            <strong className={reporterClass}>{report.reporter}</strong>: {report.reason}{' '}
            {time(report.reportedAt)}
          </li>
        ))}
      </ul>
    </>
  );
}
