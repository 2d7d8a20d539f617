import { Link } from 'react-router-dom';
import { RetryButton } from '../../../components/ui/retry-button';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';

/**
 * What a course's pages show instead of the course: a course that does not exist sends the learner
 * back to their courses, one that failed to load offers a retry (its route loader runs again).
 */
export function CourseUnavailable({
  missing,
  failedTitle,
  msg = t('Please try again.'),
}: {
  missing: boolean;
  /** The heading when loading failed, naming what the page could not load. */
  failedTitle: string;
  /** Why loading failed (that LearnFree can't be reached, when no answer came). */
  msg?: string;
}) {
  return (
    <section className="container page course-unavailable">
      <h1>{missing ? t('Course not found') : failedTitle}</h1>
      <p className="lead">{missing ? t('This course does not exist or is no longer offered.') : msg}</p>
      {missing ? (
        <Link className="btn btn--primary" to={paths.dashboard}>
          {t('Back to my courses')}
        </Link>
      ) : (
        <RetryButton />
      )}
    </section>
  );
}
