import type { Course } from '@shared/types';

/** What a card or cover needs of a course: list answers carry no lessons or description. */
type Listed = Omit<Course, 'lessons' | 'description'>;

/**
 * A course's cover picture. The intrinsic 16:9 size reserves the picture's place before it loads,
 * so what follows does not jump. Covers in lists load lazily; one at the top of a page (`eager`)
 * loads at once, as it is the first thing seen.
 */
export function CourseCover({
  course,
  className,
  eager = false,
}: {
  course: Listed;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={course.course_pic}
      alt={`Cover of ${course.name}`}
      loading={eager ? undefined : 'lazy'}
      decoding={eager ? undefined : 'async'}
      width={480}
      height={270}
    />
  );
}
