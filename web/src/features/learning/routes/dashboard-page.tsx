import type { LearnerDashboard } from '@shared/learning';
import type { Course } from '@shared/types';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { CourseCard, FreeBadge } from '../../../components/course/course-card';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api';
import { learningApi } from '../api';
import { ContinueCard, mostRecent } from '../components/continue-card';
import { EnrolledCard } from '../components/enrolled-card';
import '../learning.css';

const RECOMMENDED_SKELETONS = 4;
/** Two rows: enough to choose from without burying the page; the catalogue has the rest. */
const RECOMMENDED_SHOWN = 8;

export default function DashboardPage() {
  const [dashboard, setDashboard] = useState<LearnerDashboard | null>(null);
  const [recommended, setRecommended] = useState<Course[] | null>(null);

  useEffect(() => {
    let live = true;
    void learningApi.dashboard().then(({ status, data }) => {
      if (!live) return;
      if (status === 200)
        setDashboard({ courseEnrolled: data.courseEnrolled, courseLoved: data.courseLoved });
      else toast.error(messageOf(data));
    });
    // Spec: a failed recommendation is silent and the skeletons stay.
    void learningApi.recommended().then(({ status, data }) => {
      if (live && status === 200 && Array.isArray(data)) setRecommended(data);
    });
    return () => {
      live = false;
    };
  }, []);

  const loved = new Set(dashboard?.courseLoved ?? []);
  const enrolled = dashboard?.courseEnrolled ?? [];
  const latest = mostRecent(enrolled);

  return (
    <div className="container page dashboard">
      <title>Dashboard | LearnFree</title>
      {dashboard === null ? (
        <PageSpinner label="Loading your courses..." />
      ) : (
        <section aria-labelledby="my-courses">
          <h1 id="my-courses">{enrolled.length > 0 ? 'My Courses' : 'Hey! Pick some course to continue'}</h1>
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
              Browse courses
            </Link>
          )}
        </section>
      )}

      <section className="dashboard__recommended" aria-labelledby="recommended-heading">
        <h2 id="recommended-heading">Recommended for you</h2>
        {recommended?.length === 0 ? (
          <p className="lead">You are enrolled in every course we have. New ones are on the way!</p>
        ) : (
          <ul className="course-grid" aria-busy={recommended === null}>
            {recommended
              ? recommended.slice(0, RECOMMENDED_SHOWN).map((course) => (
                  <li key={course._id}>
                    <CourseCard course={course} to={paths.courseDetail(course._id)}>
                      <p className="course-language">{course.language}</p>
                      <FreeBadge />
                    </CourseCard>
                  </li>
                ))
              : Array.from({ length: RECOMMENDED_SKELETONS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={i}>
                    <SkeletonCard />
                  </li>
                ))}
          </ul>
        )}
        {recommended && recommended.length > RECOMMENDED_SHOWN && (
          <p className="dashboard__more">
            <Link className="btn btn--ghost" to={paths.courses}>
              See all courses
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
