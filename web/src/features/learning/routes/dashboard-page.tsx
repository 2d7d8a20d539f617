import type { CatalogueItem } from '@shared/catalogue';
import type { Language } from '@shared/constants';
import type { LearnerDashboard } from '@shared/learning';
import type { LearnerPreferences } from '@shared/preferences';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CourseCard, FreeBadge } from '../../../components/course/course-card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { courseLanguageName } from '../../../lib/course-language';
import { PageDataView } from '../../../lib/page-data';
import { useReload, useRouteData } from '../../../lib/route-data';
import { HabitsPanel } from '../../habits';
import { Stars } from '../../ratings';
import { CardsDue } from '../../review';
import { ContinueCard, featured } from '../components/continue-card';
import { EnrolledCard } from '../components/enrolled-card';
import { InterestsPicker } from '../components/interests-picker';
import { MailNotice } from '../components/mail-notice';
import type { DashboardData } from '../loaders';
import '../learning.css';
import { msg, t } from '../../../i18n';

const RECOMMENDED_SKELETONS = 4;
/** Two rows: enough to choose from without burying the page; the catalogue has the rest. */
const RECOMMENDED_SHOWN = 8;

const LoadingCourses = () => <PageSpinner label={t('Loading your courses...')} />;

/** The language the picks ask for, as the line under "Recommended for you" says it. */
const IN_LANGUAGE: Record<Language, string> = { english: msg('in English'), hindi: msg('in Hindi') };

export default function DashboardPage() {
  const { dashboard } = useRouteData<DashboardData>();
  return (
    <div className="container page dashboard">
      <title>{t('Dashboard | LearnFree')}</title>
      <PageDataView data={dashboard} fallback={<LoadingCourses />}>
        {(state) =>
          state.kind === 'ready' ? (
            <LearnerHome dashboard={state.data} />
          ) : (
            <LoadFailed msg={state.kind === 'failed' ? state.msg : t('Your courses could not be loaded.')} />
          )
        }
      </PageDataView>
    </div>
  );
}

/**
 * The learner's courses, then what to learn next: a learner who was never asked is asked first what
 * they want to learn; a learner without courses gets "Start here" picks. Every part comes with the
 * one dashboard answer; a part it lacks (not read on the server) shows as that part's failure did.
 */
function LearnerHome({ dashboard }: { dashboard: LearnerDashboard }) {
  const [preferences, setPreferences] = useState<LearnerPreferences | null>(dashboard.preferences ?? null);
  const [changing, setChanging] = useState(false);
  const { reload } = useReload();
  const asking = preferences === null || changing;
  const newLearner = dashboard.courseEnrolled.length === 0;

  const saved = (chosen: LearnerPreferences) => {
    setPreferences(chosen);
    setChanging(false);
    // The recommendations follow the new picks; what is shown stays until they arrive.
    reload();
  };

  return (
    <>
      {dashboard.mailUndeliverable && <MailNotice />}
      <MyCourses dashboard={dashboard} />
      <CardsDue count={dashboard.cardsDue} />
      <HabitsPanel progress={dashboard.progress} />
      {asking && (
        <InterestsPicker
          initial={preferences}
          onSaved={saved}
          onCancel={changing ? () => setChanging(false) : undefined}
        />
      )}
      <section className="dashboard__recommended" aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">{newLearner ? t('Start here') : t('Recommended for you')}</h2>
        {!asking && preferences && <PicksLine preferences={preferences} onChange={() => setChanging(true)} />}
        {/* Spec: a failed recommendation is silent and the skeletons stay. */}
        {Array.isArray(dashboard.recommended) ? (
          <Recommended courses={dashboard.recommended} />
        ) : (
          <RecommendedSkeleton />
        )}
      </section>
    </>
  );
}

/** What the recommendations are picked by, and the way to change it. */
function PicksLine({ preferences, onChange }: { preferences: LearnerPreferences; onChange(): void }) {
  const { categories, language } = preferences;
  const parts = [...categories, ...(language ? [t(IN_LANGUAGE[language])] : [])];
  return (
    <p className="dashboard__picks">
      {parts.length > 0 ? <>{t('Picked for you: {picks}.', { picks: parts.join(', ') })} </> : null}
      <button className="link-button" type="button" onClick={onChange}>
        {parts.length > 0 ? t('Change your picks') : t('Tell us what you want to learn')}
      </button>
    </p>
  );
}

function MyCourses({ dashboard }: { dashboard: LearnerDashboard }) {
  const loved = new Set(dashboard.courseLoved);
  const enrolled = dashboard.courseEnrolled;
  const latest = featured(enrolled);
  return (
    <section aria-labelledby="my-courses">
      <h1 id="my-courses">
        {enrolled.length > 0 ? t('My Courses') : t('Hey! Pick some course to continue')}
      </h1>
      {latest && <ContinueCard entry={latest} />}
      {enrolled.length > 0 ? (
        <ul className="enrolled-grid">
          {enrolled.map((entry) => (
            <li key={entry.courseId._id}>
              <EnrolledCard entry={entry} loved={loved.has(entry.courseId._id)} />
            </li>
          ))}
        </ul>
      ) : (
        <Link className="btn btn--primary" to={paths.courses}>
          {t('Browse courses')}
        </Link>
      )}
    </section>
  );
}

function Recommended({ courses }: { courses: CatalogueItem[] }) {
  if (courses.length === 0)
    return <p className="lead">{t('You are enrolled in every course we have. New ones are on the way!')}</p>;
  return (
    <>
      <ul className="course-grid">
        {courses.slice(0, RECOMMENDED_SHOWN).map((course) => (
          <li key={course._id}>
            <CourseCard course={course} to={paths.courseDetail(course._id)}>
              <p className="course-language">{courseLanguageName(course.language)}</p>
              <Stars rating={course.rating} />
              <FreeBadge />
            </CourseCard>
          </li>
        ))}
      </ul>
      {courses.length > RECOMMENDED_SHOWN && (
        <p className="dashboard__more">
          <Link className="btn btn--ghost" to={paths.courses}>
            {t('See all courses')}
          </Link>
        </p>
      )}
    </>
  );
}

function RecommendedSkeleton() {
  return (
    <ul className="course-grid" aria-busy="true">
      {Array.from({ length: RECOMMENDED_SKELETONS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
