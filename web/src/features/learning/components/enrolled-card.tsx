/**
 * A course on the dashboard: picture, name, creator, the like heart, the learner's progress, the
 * lesson to watch next and how many are left, and the ways to the notebook and to the certificate
 * once every lesson is done.
 */
import { LIMITS } from '@shared/constants';
import { courseFinished, cut, type EnrolledCourse } from '@shared/learning';
import { Link } from 'react-router-dom';
import { CourseCover } from '../../../components/course/course-cover';
import { OpenQuestions, openInCourse } from '../../../components/course/open-questions';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { CertificateCta } from './certificate-cta';
import { HeartIcon } from './heart-icon';
import { LessonProgress } from './lesson-progress';

export function EnrolledCard({ entry, loved }: { entry: EnrolledCourse; loved: boolean }) {
  const course = entry.courseId;
  const quizzes = entry.quizProgress;
  const finished = courseFinished(entry);
  return (
    <article className="enrolled-card">
      <CourseCover course={course} className="enrolled-card__pic" size="card" />
      <div className="enrolled-card__body">
        <div className="enrolled-card__head">
          <h2 className="enrolled-card__name">
            <Link className="card-link" to={paths.play(course._id)}>
              {cut(course.name, LIMITS.enrolledCardName, '..')}
            </Link>
          </h2>
          <span className="enrolled-card__heart">
            <HeartIcon filled={loved} />
            <span className="visually-hidden">{loved ? t('Liked') : t('Not liked')}</span>
          </span>
        </div>
        <p className="enrolled-card__creator">{course.creator}</p>
        <LessonProgress done={entry.completed.length} total={course.lessonCount} />
        {entry.nextLesson && (
          <NextLesson
            courseId={course._id}
            lesson={entry.nextLesson}
            left={Math.max(course.lessonCount - entry.completed.length, 1)}
          />
        )}
        {quizzes && (
          <p className="quiz-progress">
            {t('Quizzes passed: {passed}/{total}', { passed: quizzes.passed, total: quizzes.total })}
          </p>
        )}
        <OpenQuestions count={openInCourse(course.openQuestions)} where="course" />
        <div className="enrolled-card__actions">
          <Link
            className="enrolled-card__notebook"
            to={paths.notebook(course._id)}
            aria-label={t('Notebook of {course}', { course: course.name })}
          >
            {t('Notebook')}
          </Link>
          {(finished || entry.certificateId) && (
            <CertificateCta
              courseId={course._id}
              courseName={course.name}
              certificateId={entry.certificateId}
            />
          )}
        </div>
      </div>
    </article>
  );
}

/** The lesson to watch next, straight into the player there, and how many lessons are still open. */
function NextLesson({
  courseId,
  lesson,
  left,
}: {
  courseId: string;
  lesson: NonNullable<EnrolledCourse['nextLesson']>;
  left: number;
}) {
  return (
    <p className="enrolled-card__next">
      <Link to={`${paths.play(courseId)}?lesson=${encodeURIComponent(lesson._id)}`}>
        {t('Next: {number}. {lesson}', {
          number: lesson.lesson,
          lesson: cut(lesson.lessonName, LIMITS.enrolledCardName, '..'),
        })}
      </Link>{' '}
      <span className="enrolled-card__left">
        · {t('{count, plural, one {# lesson} other {# lessons}} left', { count: left })}
      </span>
    </p>
  );
}
