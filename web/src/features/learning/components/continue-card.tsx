/**
 * The dashboard's first card: the course to carry on with, and the way back into it. Its words follow
 * the course's state, so it never offers to continue a course that is done or claims one is untouched.
 */

import type { EnrolledCourse } from '@shared/learning';
import { courseFinished, formatPosition } from '@shared/learning';
import { Link } from 'react-router-dom';
import { CourseCover } from '../../../components/course/course-cover';
import { OpenQuestions, openOn } from '../../../components/course/open-questions';
import { ScreenReaderSuffix } from '../../../components/ui/screen-reader-suffix';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n';
import { CertificateCta } from './certificate-cta';
import { LessonProgress } from './lesson-progress';

export type CourseState = 'not-started' | 'in-progress' | 'finished';

export const stateOf = (entry: EnrolledCourse): CourseState =>
  courseFinished(entry)
    ? 'finished'
    : entry.lastLessonId !== undefined || entry.completed.length > 0
      ? 'in-progress'
      : 'not-started';

const latestOf = (entries: EnrolledCourse[]): EnrolledCourse | undefined =>
  entries.reduce<EnrolledCourse | undefined>(
    (latest, entry) => (!latest || (entry.updatedAt ?? '') > (latest.updatedAt ?? '') ? entry : latest),
    undefined,
  );

/**
 * The course to feature: the most recently active one that is not finished (the server sends them
 * so, but the card does not rely on it); once every course is finished, the one finished last.
 */
export const featured = (entries: EnrolledCourse[]): EnrolledCourse | undefined =>
  latestOf(entries.filter((entry) => !courseFinished(entry))) ?? latestOf(entries);

const HEADINGS: Record<CourseState, string> = {
  'not-started': msg('Ready when you are'),
  'in-progress': msg('Continue where you left off'),
  finished: msg('Course completed'),
};

export function ContinueCard({ entry }: { entry: EnrolledCourse }) {
  const course = entry.courseId;
  const state = stateOf(entry);
  return (
    <section className={`continue-card continue-card--${state}`} aria-labelledby="continue-heading">
      <CourseCover course={course} className="continue-card__pic" size="card" decorative />
      <div className="continue-card__body">
        <h2 id="continue-heading" className="continue-card__heading">
          {t(HEADINGS[state])}
        </h2>
        <p className="continue-card__course">{course.name}</p>
        <p className="continue-card__lesson">
          <Whereabouts entry={entry} state={state} />
        </p>
        {state === 'in-progress' && entry.lastLessonId && (
          <OpenQuestions count={openOn(course.openQuestions, entry.lastLessonId)} where="lesson" />
        )}
        <LessonProgress done={entry.completed.length} total={course.lessonCount} />
        <div className="continue-card__actions">
          {state === 'finished' ? (
            <CertificateCta
              courseId={course._id}
              courseName={course.name}
              certificateId={entry.certificateId}
              inCourseCard
            />
          ) : (
            <Link className="btn btn--primary continue-card__action" to={paths.play(course._id)}>
              {/* The visible words begin the name, as speech control users say them (WCAG 2.5.3). */}
              {state === 'not-started' ? t('Start the course') : t('Continue')}
              <ScreenReaderSuffix>{course.name}</ScreenReaderSuffix>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** Where the learner stands in the course, in words. */
function Whereabouts({ entry, state }: { entry: EnrolledCourse; state: CourseState }) {
  if (state === 'finished') return <>{t('Completed')}</>;
  if (state === 'not-started') return <>{t('Not started yet')}</>;
  if (entry.lastLessonName)
    return (
      <>
        {entry.lastLessonName} ·{' '}
        <span className="continue-card__time">
          {t('at {time}', { time: formatPosition(entry.position ?? 0) })}
        </span>
      </>
    );
  if (entry.nextLesson) return <>{t('Next: {lesson}', { lesson: entry.nextLesson.lessonName })}</>;
  // Every lesson is ticked; what is left is a quiz.
  const quizzes = entry.quizProgress;
  return (
    <>
      {t('All lessons done · Quizzes passed: {passed}/{total}', {
        passed: quizzes?.passed ?? 0,
        total: quizzes?.total ?? 0,
      })}
    </>
  );
}
