import type { Course } from '@shared/types';
import type { CSSProperties } from 'react';
import './course-cover.css';
import { t } from '../../i18n';

/** What a card or cover needs of a course: list answers carry no lessons or description. */
type Listed = Omit<Course, 'lessons' | 'description'>;

/**
 * The video thumbnail in the size that fits the slot: YouTube serves each video's picture as
 * `hqdefault.jpg` (480×360, letterboxed) and `mqdefault.jpg` (320×180, 16:9); cards are at most
 * about 300 pixels wide, so they take the smaller one. Other addresses are left as they are.
 */
const cardCoverOf = (picture: string): string =>
  picture.replace(/^(https:\/\/i\.ytimg\.com\/vi\/[\w-]+\/)hqdefault\.jpg$/, '$1mqdefault.jpg');

/** Dark enough that white initials on each reach 4.5:1; one per category, chosen by a hash of its name. */
const COVER_COLOURS = [
  '#4338ca',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#047857',
  '#6d28d9',
  '#1d4ed8',
  '#b91c1c',
];

export const coverColourOf = (category: string): string => {
  let hash = 0;
  for (const char of category.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COVER_COLOURS[hash % COVER_COLOURS.length]!;
};

/** The first letter (or digit) of the name's first two words: "Python for Everybody" → "PF". */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();

const hide = (image: HTMLImageElement) => {
  image.hidden = true;
};

/**
 * A page rendered at build time may have seen its picture fail before this code ran, when the error
 * event is gone: a finished picture with no pixels is that failure.
 */
const hideIfFailed = (image: HTMLImageElement | null) => {
  if (image?.complete && image.naturalWidth === 0) hide(image);
};

/**
 * A course's cover: the picture over a designed fallback, the course's initials on its category's
 * colour. The fallback shows while there is no picture (none given, still loading) and for good
 * when the picture fails (the provider's image host blocked or offline): the failed picture is
 * hidden, so no broken-image icon or alt text is ever drawn, and its alt is empty in any case,
 * since the box itself is the labelled image. The box keeps 16:9, so what follows does not jump.
 * Covers in lists load lazily; those at the top of a page (`eager`) load at once, as they are the
 * first thing seen. `size="card"` is for slots of card width. A `decorative` cover, beside the
 * course's name, is hidden from screen readers.
 */
export function CourseCover({
  course,
  className,
  eager = false,
  size = 'large',
  decorative = false,
}: {
  course: Listed;
  className: string;
  eager?: boolean;
  size?: 'card' | 'large';
  decorative?: boolean;
}) {
  const card = size === 'card';
  const picture = card ? cardCoverOf(course.course_pic) : course.course_pic;
  return (
    <span
      className={`course-cover ${className}`}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t('Cover of {course}', { course: course.name }) })}
      style={{ '--cover-colour': coverColourOf(course.category) } as CSSProperties}
    >
      <span className="course-cover__fallback" aria-hidden="true">
        {initialsOf(course.name)}
      </span>
      {picture && (
        <img
          // Another picture is a new element, so one hidden after failing never hides the next.
          key={picture}
          ref={hideIfFailed}
          className="course-cover__picture"
          src={picture}
          alt=""
          loading={eager ? undefined : 'lazy'}
          decoding={eager ? undefined : 'async'}
          width={card ? 320 : 480}
          height={card ? 180 : 270}
          onError={(event) => hide(event.currentTarget)}
        />
      )}
    </span>
  );
}
