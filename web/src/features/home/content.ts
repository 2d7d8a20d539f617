/**
 * The words and numbers of the home page's first screen (spec section 2, Home); those of the
 * sections below it are in more-content.ts, which loads with them.
 */

/** The typewriter's phrases, in order. */
export const HEADLINE_WORDS = ['Programming', 'Development', 'Designing', 'Much More'] as const;

export const OFFERS = [
  { value: '100+', label: 'Courses' },
  { value: '40+', label: 'Teachers' },
  { value: '20+', label: 'Rich features' },
  { value: '50', label: 'Awards' },
] as const;
