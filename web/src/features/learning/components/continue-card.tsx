/** The dashboard's first card: the course the learner was in last, and the way back to that second. */

import type { EnrolledCourse } from '@shared/learning';
import { formatPosition } from '@shared/learning';
import { Link } from 'react-router-dom';
import { cardCoverOf } from '../../../components/course/course-cover';
import { OpenQuestions, openOn } from '../../../components/course/open-questions';
import { paths } from '../../../config/paths';
import { LessonProgress } from './lesson-progress';

/** The entry with the latest activity (the server sends them so, but the card does not rely on it). */
/**
 * The course to continue: the most recently active one the learner has started. A course enrolled in
 * but never opened is already on its own card right below; a Continue card for it would say nothing new.
 */
export const mostRecent = (entries: EnrolledCourse[]): EnrolledCourse | undefined =>
  entries
    .filter((entry) => entry.lastLessonId !== undefined || entry.completed.length > 0)
    .reduce<EnrolledCourse | undefined>(
      (latest, entry) => (!latest || (entry.updatedAt ?? '') > (latest.updatedAt ?? '') ? entry : latest),
      undefined,
    );

export function ContinueCard({ entry }: { entry: EnrolledCourse }) {
  const course = entry.courseId;
  return (
    <section className="continue-card" aria-labelledby="continue-heading">
      <img
        className="continue-card__pic"
        src={cardCoverOf(course.course_pic)}
        alt=""
        loading="lazy"
        decoding="async"
        width={320}
        height={180}
      />
      <div className="continue-card__body">
        <h2 id="continue-heading" className="continue-card__heading">
          Continue where you left off
        </h2>
        <p className="continue-card__course">{course.name}</p>
        <p className="continue-card__lesson">
          {entry.lastLessonName ? (
            <>
              {entry.lastLessonName} ·{' '}
              <span className="continue-card__time">at {formatPosition(entry.position ?? 0)}</span>
            </>
          ) : (
            'Not started yet'
          )}
        </p>
        {entry.lastLessonId && (
          <OpenQuestions count={openOn(course.openQuestions, entry.lastLessonId)} suffix=" on this lesson" />
        )}
        <LessonProgress done={entry.completed.length} total={course.lessonCount} />
        <Link
          className="btn btn--primary continue-card__action"
          to={paths.play(course._id)}
          aria-label={`Continue ${course.name}`}
        >
          Continue
        </Link>
      </div>
    </section>
  );
}
