/**
 * The courses whose playlists changed on the provider since they were made: the videos added there
 * and the ones gone, and "Apply changes", which appends the new videos as lessons and hides the
 * lessons whose videos left the playlist.
 */

import type { PlaylistDrift } from '@shared/content';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ActionButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { msg, t } from '../../../i18n';
import { isOk, messageOf } from '../../../lib/api';
import { watchUrl } from '../../learning';
import { contentApi } from '../api';
import { CourseSection } from './course-section';

export function DriftList({ drift, onApplied }: { drift: PlaylistDrift[]; onApplied(): void }) {
  return drift.map((course) => <DriftItem key={course.courseId} drift={course} onApplied={onApplied} />);
}

function DriftItem({ drift, onApplied }: { drift: PlaylistDrift; onApplied(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const apply = async () => {
    setFailure(null);
    const { status, data } = await contentApi.applyDrift(drift.courseId);
    if (!isOk(status)) return setFailure(messageOf(data));
    toast.success(messageOf(data, t('{course} follows its playlist again.', { course: drift.courseName })));
    onApplied();
  };
  return (
    <CourseSection courseId={drift.courseId} courseName={drift.courseName}>
      <DriftVideos heading={msg('Added to the playlist')} count={drift.added.length}>
        {drift.added.map((video) => (
          <li key={video.link}>
            <a href={watchUrl(video.link)} target="_blank" rel="noopener noreferrer">
              {video.title}
              <ScreenReaderSuffix>{t('(opens in a new tab)')}</ScreenReaderSuffix>
            </a>
          </li>
        ))}
      </DriftVideos>
      <DriftVideos heading={msg('Gone from the playlist')} count={drift.removed.length}>
        {drift.removed.map((link) => (
          <li key={link}>
            <code>{link}</code>
          </li>
        ))}
      </DriftVideos>
      {failure && <Message tone="error">{failure}</Message>}
      <ActionButton className="btn btn--primary btn--small" action={apply} working={t('Applying')}>
        {t('Apply changes')}
        <ScreenReaderSuffix>{t('to {course}', { course: drift.courseName })}</ScreenReaderSuffix>
      </ActionButton>
    </CourseSection>
  );
}

/** One side of the change (`heading`, marked with msg()): how many videos, then each of them (`children`); nothing when none. */
function DriftVideos({ heading, count, children }: { heading: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <>
      <h4 className="panel__heading">
        {t(heading)}: {t('{count, plural, one {# video} other {# videos}}', { count })}
      </h4>
      <ul className="panel__list content-drift__videos">{children}</ul>
    </>
  );
}
