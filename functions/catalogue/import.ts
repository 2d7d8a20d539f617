/** Imports a catalogue file into the table, idempotently. */
import { putCourseIfAbsent } from '../data/courses';
import { importQuizzes, type QuizImportResult, readCourseQuizzes } from '../quizzes/catalogue-quizzes';
import { type SeedFile, toCourse } from './seed-format';

export interface ImportResult {
  added: string[];
  skipped: string[];
  quizzes: QuizImportResult;
}

export async function importCatalogue(file: SeedFile): Promise<ImportResult> {
  if (!file || !Array.isArray(file.courses))
    throw new Error('The file must be a JSON object with a "courses" array');
  const courses = file.courses.map(toCourse); // validate everything before writing anything
  const quizzes = file.courses.map((seed, index) => readCourseQuizzes(seed, courses[index]!));
  const result: ImportResult = { added: [], skipped: [], quizzes: { added: [], skipped: [] } };
  // Sequential on purpose: the catalogue's order (GSI1 sort key) follows the file's order.
  const base = Date.now();
  for (const [index, course] of courses.entries()) {
    const createdAt = new Date(base + index).toISOString();
    ((await putCourseIfAbsent(course, createdAt)) ? result.added : result.skipped).push(course._id);
  }
  // A separate pass once every course is in: it adds quizzes to new and existing courses alike.
  result.quizzes = await importQuizzes(quizzes);
  return result;
}
