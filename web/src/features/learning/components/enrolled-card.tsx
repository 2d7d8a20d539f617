/** A course on the dashboard: picture, name, creator, the like heart and the learner's progress. */
import { LIMITS } from '@shared/constants';
import { cut } from '@shared/learning';
import type { DashboardEntry } from '@shared/types';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HeartIcon } from './heart-icon';
import { LessonProgress } from './lesson-progress';

export function EnrolledCard({ entry, loved }: { entry: DashboardEntry; loved: boolean }) {
  const course = entry.courseId;
  return (
    <article className="enrolled-card">
      <img
        className="enrolled-card__pic"
        src={course.course_pic}
        alt={`Cover of ${course.name}`}
        loading="lazy"
        decoding="async"
        width={480}
        height={270}
      />
      <div className="enrolled-card__body">
        <div className="enrolled-card__head">
          <h2 className="enrolled-card__name">
            <Link className="enrolled-card__link" to={paths.play(course._id)}>
              {cut(course.name, LIMITS.enrolledCardName, '..')}
            </Link>
          </h2>
          <span className="enrolled-card__heart">
            <HeartIcon filled={loved} />
            <span className="visually-hidden">{loved ? 'Liked' : 'Not liked'}</span>
          </span>
        </div>
        <p className="enrolled-card__creator">{course.creator}</p>
        <LessonProgress done={entry.completed.length} total={course.lessonCount} />
      </div>
    </article>
  );
}
