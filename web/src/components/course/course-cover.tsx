import type { Course } from '@shared/types';

/** What a card or cover needs of a course: list answers carry no lessons or description. */
type Listed = Omit<Course, 'lessons' | 'description'>;

/**
 * The video thumbnail in the size that fits the slot: YouTube serves each video's picture as
 * `hqdefault.jpg` (480×360, letterboxed) and `mqdefault.jpg` (320×180, 16:9); cards are at most
 * about 300 pixels wide, so they take the smaller one. Other addresses are left as they are.
 */
export const cardCoverOf = (picture: string): string =>
  picture.replace(/^(https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/)hqdefault\.jpg$/, '$1mqdefault.jpg');

/**
 * A course's cover picture. The intrinsic 16:9 size reserves the picture's place before it loads,
 * so what follows does not jump. Covers in lists load lazily; those at the top of a page (`eager`)
 * load at once, as they are the first thing seen. `size="card"` is for slots of card width.
 */
export function CourseCover({
  course,
  className,
  eager = false,
  size = 'large',
}: {
  course: Listed;
  className: string;
  eager?: boolean;
  size?: 'card' | 'large';
}) {
  const card = size === 'card';
  return (
    <img
      className={className}
      src={card ? cardCoverOf(course.course_pic) : course.course_pic}
      alt={`Cover of ${course.name}`}
      loading={eager ? undefined : 'lazy'}
      decoding={eager ? undefined : 'async'}
      width={card ? 320 : 480}
      height={card ? 180 : 270}
    />
  );
}
