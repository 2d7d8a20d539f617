/**
 * The quizzes of a catalogue file: each course's optional `quizzes` array, checked with the
 * editor's rules before anything is written, then added after the courses. A quiz whose id (from
 * the course and the title) or title the course already has is skipped, so importing a file again
 * adds nothing, and a file with new quizzes for existing courses adds just those.
 */
import { QUIZ_LIMITS, type QuizDraft, readQuiz, titleKey } from '../../shared/quizzes';
import type { Course } from '../../shared/types';
import { getQuizIndex, saveQuizChange, summaryOf } from '../data/quizzes';
import { newQuiz, placeInOrder } from './drafting';
import { importedQuestionId, quizIdFor } from './ids';

/** A course of the file with its checked quizzes. */
export interface CourseQuizzes {
  course: Pick<Course, '_id' | 'name'>;
  quizzes: QuizDraft[];
}

export interface QuizImportResult {
  /** `<courseId>: <title>` of each quiz added, then of each one skipped. */
  added: string[];
  skipped: string[];
}

const label = (value: unknown, index: number): string =>
  typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
    ? (value as { title: string }).title
    : `#${index + 1}`;

/**
 * Checks the `quizzes` of one course of the file against that course's lessons; throws naming the
 * course, the quiz and the question at fault.
 */
export function readCourseQuizzes(
  seed: { name?: unknown; quizzes?: unknown },
  course: Course,
): CourseQuizzes {
  const where = (quiz?: string, question?: number) =>
    `Course "${course.name}"${quiz === undefined ? '' : `, quiz "${quiz}"`}${question === undefined ? '' : `, question ${question}`}`;
  if (seed.quizzes === undefined) return { course, quizzes: [] };
  if (!Array.isArray(seed.quizzes)) throw new Error(`${where()}: "quizzes" must be an array.`);
  if (seed.quizzes.length > QUIZ_LIMITS.quizzesPerCourse)
    throw new Error(`${where()}: a course has at most ${QUIZ_LIMITS.quizzesPerCourse} quizzes.`);
  const lessons = (course.lessons ?? []).map((l) => l.lesson);
  const quizzes: QuizDraft[] = [];
  for (const [index, value] of seed.quizzes.entries()) {
    const checked = readQuiz(value, lessons);
    if (!checked.ok)
      throw new Error(`${where(label(value, index), checked.problem.question)}: ${checked.problem.msg}`);
    if (quizzes.some((q) => titleKey(q.title) === titleKey(checked.value.title)))
      throw new Error(`${where(checked.value.title)}: two quizzes of the course have this title.`);
    quizzes.push(checked.value);
  }
  return { course, quizzes };
}

const TRIES = 5;

/** Adds one course's new quizzes in one transaction with its quiz list; reads again if it changed. */
async function importInto({ course, quizzes }: CourseQuizzes, result: QuizImportResult): Promise<void> {
  for (let i = 0; i < TRIES; i++) {
    const index = await getQuizIndex(course._id, true);
    if (!index) throw new Error(`Course "${course.name}" is not in the table; its quizzes cannot be added.`);
    const have = new Set(index.quizzes.flatMap((q) => [q._id, titleKey(q.title)]));
    const isNew = (draft: QuizDraft) =>
      !have.has(quizIdFor(course._id, draft.title)) && !have.has(titleKey(draft.title));
    const fresh = quizzes
      .filter(isNew)
      .map((draft) => newQuiz(course._id, quizIdFor(course._id, draft.title), draft, importedQuestionId));
    const skipped = quizzes.filter((draft) => !isNew(draft));
    if (index.quizzes.length + fresh.length > QUIZ_LIMITS.quizzesPerCourse)
      throw new Error(
        `Course "${course.name}": a course has at most ${QUIZ_LIMITS.quizzesPerCourse} quizzes.`,
      );
    const list = fresh.reduce((all, quiz) => placeInOrder(all, summaryOf(quiz)), index.quizzes);
    const saved =
      fresh.length === 0 ||
      (
        await saveQuizChange({
          courseId: course._id,
          index: { quizzes: list, from: index.version },
          put: fresh,
        })
      ).ok;
    if (saved) {
      result.added.push(...fresh.map((q) => `${course._id}: ${q.title}`));
      result.skipped.push(...skipped.map((q) => `${course._id}: ${q.title}`));
      return;
    }
  }
  throw new Error(`Course "${course.name}": its quizzes kept changing during the import; run it again.`);
}

/** The quiz pass of an import, after the courses are in: one course at a time. */
export async function importQuizzes(courses: CourseQuizzes[]): Promise<QuizImportResult> {
  const result: QuizImportResult = { added: [], skipped: [] };
  for (const entry of courses) if (entry.quizzes.length > 0) await importInto(entry, result);
  return result;
}
