/**
 * The courses whose playlists changed on the provider since they were made: the videos added there
 * and the ones gone, and "Apply changes", which appends the new videos as lessons and hides the
 * lessons whose videos left the playlist.
 */

import type { PlaylistDrift } from '@shared/content';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { Message } from '../../../components/ui/message';
import { isOk, messageOf } from '../../../lib/api';
import { counted } from '../../../lib/counted';
import { watchUrl } from '../../learning';
import { contentApi } from '../api';
import { CourseSection } from './course-section';

export function DriftList({ drift, onApplied }: { drift: PlaylistDrift[]; onApplied(): void }) {
  return drift.map((course) => <DriftItem key={course.courseId} drift={course} onApplied={onApplied} />);
}

function DriftItem({ drift, onApplied }: { drift: PlaylistDrift; onApplied(): void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = async () => {
    setBusy(true);
    setFailure(null);
    const { status, data } = await contentApi.applyDrift(drift.courseId);
    setBusy(false);
    if (!isOk(status)) return setFailure(messageOf(data));
    toast.success(messageOf(data, `${drift.courseName} follows its playlist again.`));
    onApplied();
  };
  return (
    <CourseSection courseId={drift.courseId} courseName={drift.courseName}>
      <DriftVideos heading="Added to the playlist" count={drift.added.length}>
        {drift.added.map((video) => (
          <li key={video.link}>
            <a href={watchUrl(video.link)} target="_blank" rel="noopener noreferrer">
              {video.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </DriftVideos>
      <DriftVideos heading="Gone from the playlist" count={drift.removed.length}>
        {drift.removed.map((link) => (
          <li key={link}>
            <code>{link}</code>
          </li>
        ))}
      </DriftVideos>
      {failure && <Message tone="error">{failure}</Message>}
      <SpinnerButton className="btn btn--primary btn--small" busy={busy} working="Applying" onClick={apply}>
        Apply changes<span className="visually-hidden"> to {drift.courseName}</span>
      </SpinnerButton>
    </CourseSection>
  );
}

/** One side of the change: how many videos, then each of them (`children`); nothing when none. */
function DriftVideos({ heading, count, children }: { heading: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <>
      <h4 className="panel__heading">
        {heading}: {counted(count, 'video', 'videos')}
      </h4>
      <ul className="panel__list content-drift__videos">{children}</ul>
    </>
  );
}
