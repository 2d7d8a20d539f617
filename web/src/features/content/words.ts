/** How the content health page puts the check's findings into words, and groups them. */
import type { ContentCheckResult, ContentProblem, ProblemState } from '@shared/content';
import { msg, t } from '../../i18n';

/** Each state as an admin reads it: what happened to the video, in the provider's terms. */
export const STATE_WORDS: Record<ProblemState, string> = {
  removed: msg('Removed from YouTube'),
  private: msg('Made private by its owner'),
  unembeddable: msg('Its owner turned off playing it on other sites'),
  reported: msg('Reported by learners; the next check confirms or clears it'),
};

export interface CourseProblems {
  courseId: string;
  courseName: string;
  problems: ContentProblem[];
}

/** The problems by course, courses and their lessons in the order the server listed them. */
export function byCourse(problems: ContentProblem[]): CourseProblems[] {
  const courses = new Map<string, CourseProblems>();
  for (const problem of problems) {
    const course = courses.get(problem.courseId) ?? {
      courseId: problem.courseId,
      courseName: problem.courseName,
      problems: [],
    };
    course.problems.push(problem);
    courses.set(problem.courseId, course);
  }
  return [...courses.values()];
}

/** What a check found; `problems` counts lessons, `checked` and `unchecked` videos. */
export function checkDone({ checked, problems, unchecked }: ContentCheckResult): string {
  const found = t(
    'Check done: {checked, plural, one {# video} other {# videos}} checked, {problems, plural, one {# lesson} other {# lessons}} with a problem.',
    { checked, problems },
  );
  return unchecked
    ? `${found} ${t(
        "{count, plural, one {# video was} other {# videos were}} left for the next check (the day's YouTube quota or the check's time ran out).",
        { count: unchecked },
      )}`
    : found;
}
