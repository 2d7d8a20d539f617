import { LIMITS } from '@shared/constants';
import { cut, lessonsInOrder } from '@shared/learning';
import type { RatingSummary } from '@shared/ratings';
import type { Course } from '@shared/types';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CourseCover } from '../../../components/course/course-cover';
import { OpenQuestions, openOn } from '../../../components/course/open-questions';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { PageTitle } from '../../../components/ui/page-title';
import { RetryButton } from '../../../components/ui/retry-button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { courseLength } from '../../../lib/duration';
import { PageDataView } from '../../../lib/page-data';
import { useRouteData } from '../../../lib/route-data';
import { UnavailableMark } from '../../learning';
import { CourseReviews, Stars } from '../../ratings';
import { catalogueApi } from '../api';
import { QuizEditorLink } from '../components/quiz-editor-link';
import { useArrivedToEnrol, useEnrolOnArrival } from '../hooks/use-enrol-on-arrival';
import { useEnrolment } from '../hooks/use-enrolment';
import type { CourseDetailData } from '../loaders';
import '../catalogue.css';
import { t } from '../../../i18n';
import { countText } from '../../../lib/count-text';
import { courseLanguageName } from '../../../lib/course-language';
import { failure } from '../../../lib/failure';
import { deferredToast, forNextPage } from '../../../lib/toasts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * The spec raises a creator's first letter; a first word with capitals inside ("freeCodeCamp.org")
 * is a spelling of its owner's, kept as written.
 */
const creatorName = (name: string) => (/^\S\S*\p{Lu}/u.test(name) ? name : capitalise(name));

const showFailure = () =>
  deferredToast.error(t("This course wasn't loaded: something went wrong. Try again."));
// An element made per render: its label is in the page's language.
const Fetching = () => <PageSpinner label={t('Wait we are fetching data!')} />;

export default function CourseDetailPage() {
  const { course } = useRouteData<CourseDetailData>();
  return (
    <PageDataView data={course} fallback={<Fetching />} onFailure={showFailure}>
      {(state) => {
        if (state.kind === 'ready') return <CourseDetail course={state.data} />;
        const missing = state.kind === 'missing';
        return (
          <section className="container page course-missing">
            <h1>{missing ? t('Course not found') : t('Something went wrong!')}</h1>
            <p className="lead">
              {missing
                ? t('This course does not exist or is no longer offered.')
                : t('We could not load this course. Please try again.')}
            </p>
            {missing ? (
              <Link className="btn btn--primary" to={paths.courses}>
                {t('Browse all courses')}
              </Link>
            ) : (
              <RetryButton />
            )}
          </section>
        );
      }}
    </PageDataView>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const { id = '' } = useParams();
  const [enrolling, setEnrolling] = useState(false);
  const enrolment = useEnrolment(id);
  // The page's summary is as old as the page (rendered at build time, or kept at the edge for a
  // minute); the reviews and the learner's own changes bring the current one, kept per course as
  // the page stays mounted when the address moves to another course.
  const [fresh, setFresh] = useState<{ courseId: string; rating: RatingSummary } | null>(null);
  const rating = fresh?.courseId === course._id ? fresh.rating : course.rating;
  const navigate = useNavigate();
  const wantsToEnrol = useArrivedToEnrol();
  const lessons = lessonsInOrder(course);
  const firstLessonId = lessons[0]?._id;

  const enroll = useCallback(async () => {
    setEnrolling(true);
    const { status, data } = await catalogueApi.enroll(id);
    setEnrolling(false);
    // The server is the judge of the session: a logged-out visitor logs in (or signs up) and comes
    // back here with the wish to enrol, which this page then carries out (useEnrolOnArrival).
    if (status === 401) return navigate(paths.login(paths.enrolIn(id)), { replace: wantsToEnrol });
    if (status !== 200)
      return void deferredToast.error(failure(t("You weren't enrolled"), t('Try again.'), { status, data }));
    // A learner who enrols wants to start watching: the player opens at lesson 1 (the spec went to
    // the dashboard). One who was enrolled already gets the player where they left off.
    // The news is about the player it opens, so it stays through this one move.
    if (data.alreadyEnrolled) deferredToast.info(data.msg, forNextPage());
    else deferredToast.success(data.msg, forNextPage());
    // Arrived to enrol, Back leads to where the visitor was before Enroll Now, not here to enrol again.
    navigate(!data.alreadyEnrolled && firstLessonId ? paths.playLesson(id, firstLessonId) : paths.play(id), {
      replace: wantsToEnrol,
    });
  }, [id, firstLessonId, navigate, wantsToEnrol]);
  useEnrolOnArrival(wantsToEnrol, enroll);

  const creator = creatorName(course.creator);
  return (
    <>
      <article className="container page course-detail">
        <PageTitle
          description={cut(course.info || course.description, LIMITS.courseInfoPreview, '...')}
          image={course.course_pic}
        >
          {course.name}
        </PageTitle>
        <nav className="breadcrumb" aria-label={t('Breadcrumb')}>
          <ol>
            <li>
              <Link to={paths.courses}>{t('Courses')}</Link>
            </li>
            <li>{course.category}</li>
            <li aria-current="page">{cut(course.name, 40, '...')}</li>
          </ol>
        </nav>
        <div className="course-detail__hero columns columns--from-lg">
          <div>
            <h1>{course.name}</h1>
            <p className="lead">{cut(course.info, LIMITS.courseInfoPreview, '...')}</p>
            <Stars rating={rating} />
            <ul className="course-detail__facts">
              <li>
                <strong>{t('Created by')}</strong>
                {creator}
              </li>
              <li>
                <strong>{t('Language')}</strong>
                {courseLanguageName(course.language).toUpperCase()}
              </li>
              <li>
                <strong>{t('Lessons')}</strong>
                {countText(lessons.length)}
              </li>
              {course.totalSeconds ? (
                <li>
                  <strong>{t('Length')}</strong>
                  {courseLength(course.totalSeconds)}
                </li>
              ) : null}
              {course.quizzes?.length ? (
                <li>
                  <strong>{t('Self-check quizzes')}</strong>
                  {countText(course.quizzes.length)}
                </li>
              ) : null}
            </ul>
            <QuizEditorLink courseId={course._id} />
          </div>
          <CourseCover course={course} className="course-detail__cover course-cover--page" eager />
        </div>

        <section className="course-detail__section" aria-labelledby="modules-heading">
          <h2 id="modules-heading">{t('Lessons')}</h2>
          <ol className="modules card-list">
            {lessons.map((lesson) => (
              <li key={lesson._id}>
                <span className="modules__number">{t('Lesson {number}', { number: lesson.lesson })}</span>
                <span>{lesson.lessonName}</span>
                {lesson.unavailable && <UnavailableMark problem={lesson.unavailable} />}
                <OpenQuestions count={openOn(course.openQuestions, lesson._id)} className="modules__open" />
              </li>
            ))}
          </ol>
        </section>

        <section className="course-detail__section" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('Description')}</h2>
          <p className="course-detail__description">{course.description || course.info}</p>
        </section>

        <section className="course-detail__section" aria-labelledby="creator-heading">
          <h2 id="creator-heading">{t('Creator')}</h2>
          <div className="creator">
            <span className="creator__avatar" aria-hidden="true">
              {creator.charAt(0)}
            </span>
            <div>
              <p>
                <strong>{creator}</strong>
              </p>
              <p className="field__hint">
                {course.category} ·{' '}
                {t('{count, plural, one {# lesson in {language}} other {# lessons in {language}}}', {
                  count: lessons.length,
                  language: capitalise(courseLanguageName(course.language)),
                })}
              </p>
            </div>
          </div>
        </section>

        <CourseReviews
          // Another course starts afresh: its own reviews, order and forms.
          key={course._id}
          courseId={course._id}
          enrolment={enrolment && { completed: enrolment.completed, mine: enrolment.myRating }}
          onSummary={(now) => setFresh({ courseId: course._id, rating: now })}
        />
      </article>

      <div className="enroll-bar">
        <div className="container enroll-bar__inner">
          <div className="enroll-bar__summary">
            <p className="enroll-bar__price">{t('FREE')}</p>
            <Stars rating={rating} className="enroll-bar__rating" />
          </div>
          {enrolment ? (
            <Link
              className="btn btn--primary enroll-bar__action"
              to={paths.playLesson(course._id, enrolment.lesson._id)}
            >
              {t('Continue: lesson {number}', { number: enrolment.lesson.lesson })}
            </Link>
          ) : (
            <SpinnerButton
              className="btn btn--primary enroll-bar__action"
              onClick={enroll}
              busy={enrolling}
              working={t('Enrolling')}
            >
              {t('Enroll Now')}
            </SpinnerButton>
          )}
        </div>
      </div>
    </>
  );
}
