/** One course's part of the content health page: its name, linked to its page, over what is listed. */
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function CourseSection({
  courseId,
  courseName,
  children,
}: {
  courseId: string;
  courseName: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="panel content-course" aria-labelledby={titleId}>
      <h3 id={titleId} className="content-course__name">
        <Link to={paths.courseDetail(courseId)}>{courseName}</Link>
      </h3>
      {children}
    </section>
  );
}
