/**
 * Shown instead of the player for a course the learner has not enrolled in: enrolment stays an
 * explicit choice (the dashboard lists only what they chose), and one click enrols and stays here.
 */
import type { Course } from '@shared/types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { CourseCover } from '../../../components/course/course-cover';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { learningApi } from '../api';

export function EnrolPrompt({ course, onEnrolled }: { course: Course; onEnrolled(): void }) {
  const [busy, setBusy] = useState(false);

  const enrol = async () => {
    setBusy(true);
    const { status, data } = await learningApi.enroll(course._id);
    setBusy(false);
    if (status !== 200)
      return void toast.error(failure(t("You weren't enrolled"), t('Try again.'), { status, data }));
    toast.success(data.msg);
    onEnrolled();
  };

  return (
    <section className="enrol-prompt columns columns--from-md" aria-labelledby="enrol-prompt-title">
      <CourseCover course={course} className="course-cover--page" eager />
      <div>
        <h1 id="enrol-prompt-title">{course.name}</h1>
        <p className="lead">
          {t(
            'You are not enrolled in this course yet. Enrol to watch its {count, plural, one {# lesson} other {# lessons}}, track your progress and keep notes. It is free.',
            { count: course.lessons?.length ?? course.lessonCount },
          )}
        </p>
        <div className="enrol-prompt__actions">
          <SpinnerButton className="btn btn--primary" onClick={enrol} busy={busy} working={t('Enrolling')}>
            {t('Enroll Now')}
          </SpinnerButton>
          <Link className="btn btn--ghost" to={paths.courseDetail(course._id)}>
            {t('Course details')}
          </Link>
        </div>
      </div>
    </section>
  );
}
