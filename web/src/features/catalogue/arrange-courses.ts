/**
 * The catalogue's search and filter, in the browser (spec section 4): courses whose name, creator
 * or category contains the search text (any case) come first, the rest keep their order after them;
 * the language filter keeps only the checked languages (none checked: all).
 */
import type { Language } from '@shared/constants';
import type { Course } from '@shared/types';

export interface Arranged {
  courses: Course[];
  /** How many courses match the search text (0 when there is none). */
  matches: number;
}

const matchesText = (course: Course, needle: string) =>
  [course.name, course.creator, course.category].some((field) => field.toLowerCase().includes(needle));

export function arrangeCourses(
  courses: Course[],
  search: string,
  languages: ReadonlySet<Language>,
): Arranged {
  const shown = languages.size === 0 ? courses : courses.filter((c) => languages.has(c.language));
  const needle = search.trim().toLowerCase();
  if (!needle) return { courses: shown, matches: 0 };
  const first = shown.filter((c) => matchesText(c, needle));
  const rest = shown.filter((c) => !matchesText(c, needle));
  return { courses: [...first, ...rest], matches: first.length };
}
