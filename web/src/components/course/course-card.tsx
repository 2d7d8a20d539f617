/**
 * The course card of the catalogue and of the dashboard's recommendations: picture, name and
 * creator, linking to `to`; each list adds its own details as children. Cards stretch to the grid
 * cell, so a `.course-grid` gives as many per row as fit (four in the page container).
 */
import type { Course } from '@shared/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { CourseCover } from './course-cover';
import './course-card.css';

export function CourseCard({
  course,
  to,
  headingLevel = 3,
  eager = false,
  children,
}: {
  course: Omit<Course, 'lessons' | 'description'>;
  to: string;
  /** The card's heading level in its page's outline: 2 directly under the page title, 3 in a section. */
  headingLevel?: 2 | 3;
  /** For cards in view when the page opens: their cover loads at once instead of lazily. */
  eager?: boolean;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="course-card">
      <CourseCover course={course} className="course-card__pic" size="card" eager={eager} />
      <div className="course-card__body">
        <Heading className="course-card__name">
          {/* The whole card is clickable through the stretched link; the name is its accessible text. */}
          <Link className="card-link" to={to}>
            {course.name}
          </Link>
        </Heading>
        <p className="course-card__creator">{course.creator}</p>
        {children}
      </div>
    </article>
  );
}

/** The label every course carries: all courses are free. */
export function FreeBadge({ text }: { text?: string }) {
  return <span className="free-badge">{text ?? t('Free')}</span>;
}
