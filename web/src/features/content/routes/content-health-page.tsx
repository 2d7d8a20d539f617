/**
 * The admins' content health page (`/admin/content`): when the catalogue's videos were last
 * checked, a check at once, the lessons whose videos do not play (by course, with a new video or
 * hiding as remedies) and the courses whose playlists changed, with a way to follow them.
 */

import type { ContentHealth } from '@shared/content';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { AdminDataPage } from '../../../components/ui/admin-data-page';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { useReload, useRouteData } from '../../../lib/route-data';
import { CheckPanel } from '../components/check-panel';
import { DriftList } from '../components/drift-list';
import { ProblemList } from '../components/problem-list';
import type { ContentHealthPageData } from '../loaders';
import '../content.css';

export default function ContentHealthPage() {
  const { health } = useRouteData<ContentHealthPageData>();
  return (
    <AdminDataPage
      className="content-health"
      documentTitle={t('Content health | LearnFree')}
      heading={t('Content health')}
      data={health}
      loading={t('Loading the content health...')}
      back={{ to: paths.courses, label: t('Back to the courses') }}
      failed={t('The content health could not be loaded.')}
    >
      {(loaded) => <HealthReport loaded={loaded} />}
    </AdminDataPage>
  );
}

type Title = RefObject<HTMLHeadingElement | null>;

function HealthReport({ loaded }: { loaded: ContentHealth }) {
  const { reload } = useReload();
  const problemsTitle = useRef<HTMLHeadingElement>(null);
  const driftTitle = useRef<HTMLHeadingElement>(null);
  // A fixed lesson or course leaves the list; the focus goes to the top of that list rather than
  // to the page's start. Once the change is on screen: while the hide dialog is still open, the
  // page behind it cannot take the focus. A new object for each fix, so the focus moves each time.
  const [focusTo, setFocusTo] = useState<{ title: Title } | null>(null);
  useEffect(() => {
    focusTo?.title.current?.focus();
  }, [focusTo]);
  const reloadFrom = (title: Title) => () => {
    setFocusTo({ title });
    reload();
  };
  const { checkedAt, problems, drift } = loaded;
  return (
    <>
      <CheckPanel checkedAt={checkedAt} onChecked={reload} />
      <section className="content-health__part" aria-labelledby="content-problems-title">
        <h2 id="content-problems-title" ref={problemsTitle} tabIndex={-1}>
          {t('Videos that do not play')}
        </h2>
        {problems.length > 0 ? (
          <ProblemList problems={problems} onFixed={reloadFrom(problemsTitle)} />
        ) : (
          <p>
            {checkedAt
              ? t('No problems found: every video played at the last check.')
              : t('No problems known yet. Check now to check every video.')}
          </p>
        )}
      </section>
      <section className="content-health__part" aria-labelledby="content-drift-title">
        <h2 id="content-drift-title" ref={driftTitle} tabIndex={-1}>
          {t('Playlist changes')}
        </h2>
        {drift.length > 0 ? (
          <>
            <p>
              {t(
                'These courses were made from playlists that changed since. Applying the changes makes each new video a lesson (a hidden lesson that showed it comes back) and hides the lessons whose videos left the playlist. Learners keep their progress.',
              )}
            </p>
            <DriftList drift={drift} onApplied={reloadFrom(driftTitle)} />
          </>
        ) : (
          <p>{t("No course's playlist has changed since the course was made.")}</p>
        )}
      </section>
    </>
  );
}
