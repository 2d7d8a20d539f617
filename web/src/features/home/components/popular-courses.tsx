/**
 * A row of the catalogue's most liked courses under the banner. The page is built ahead of time
 * without them, so the row keeps the same fixed size while it waits, when it fills and when the
 * catalogue cannot be reached: nothing below it moves.
 */
import type { CatalogueItem } from '@shared/catalogue';
import { Link } from 'react-router-dom';
import { CourseCard } from '../../../components/course/course-card';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { HOME_COURSES, useHomeCatalogue } from '../hooks/use-home-catalogue';

export function PopularCourses() {
  const { catalogue, retry } = useHomeCatalogue();
  return (
    <section className="section home-courses" aria-labelledby="home-courses-title">
      <div className="container">
        <SectionHeading
          id="home-courses-title"
          kicker={t('Start learning today')}
          title={t('Popular courses')}
        />
        {catalogue === undefined ? (
          <ul className="home-courses__row" aria-busy="true" aria-label={t('Loading courses')}>
            {Array.from({ length: HOME_COURSES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i}>
                {/* A plain shape of the card's size: the skeleton components would add to the first visit. */}
                <span className="skeleton home-courses__placeholder" aria-hidden="true" />
              </li>
            ))}
          </ul>
        ) : catalogue && catalogue.courses.length > 0 ? (
          <Row courses={catalogue.courses} />
        ) : (
          <div className="home-courses__empty">
            {catalogue ? (
              <p>{t('The first courses are on their way.')}</p>
            ) : (
              <>
                <p>{t("Can't reach LearnFree right now, so no courses are shown here.")}</p>
                <button className="btn btn--ghost" type="button" onClick={retry}>
                  {t('Try again')}
                </button>
              </>
            )}
          </div>
        )}
        <p className="home-courses__more">
          <Link className="btn btn--ghost" to={paths.courses}>
            {t('See all courses')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Row({ courses }: { courses: CatalogueItem[] }) {
  return (
    <ul className="home-courses__row">
      {courses.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} to={paths.courseDetail(course._id)} />
        </li>
      ))}
    </ul>
  );
}
