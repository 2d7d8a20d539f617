/**
 * `npm run catalogue:import -- <file.json>`: adds the courses of a catalogue file (the seed
 * catalogue's format) that are not in the table yet, showing its progress. Course ids come from the
 * names, so running it twice adds nothing the second time, and a stopped import resumes.
 */
import { readFile } from 'node:fs/promises';
import { type ImportResult, importCatalogue } from '../../functions/catalogue/import';
import { type SeedFile, toCourse } from '../../functions/catalogue/seed-format';
import { readCourseQuizzes } from '../../functions/quizzes/catalogue-quizzes';
import type { Io } from './cli';
import { CommandError, UsageError } from './cli-errors';
import { progressReporter } from './progress';

async function readCatalogue(path: string): Promise<SeedFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let file: SeedFile;
  try {
    file = JSON.parse(text) as SeedFile;
  } catch (error) {
    throw new CommandError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  // Check every course before anything is written, so a bad file changes nothing.
  if (typeof file !== 'object' || file === null || !Array.isArray(file.courses))
    throw new CommandError(`${path} must be a JSON object with a "courses" array.`);
  try {
    for (const seed of file.courses) readCourseQuizzes(seed, toCourse(seed));
  } catch (error) {
    throw new CommandError(`${path}: ${(error as Error).message}`);
  }
  return file;
}

export async function catalogueImportCommand(args: string[], io: Io): Promise<void> {
  const [path] = args;
  if (args.length !== 1 || !path) throw new UsageError('Give exactly one catalogue file.');
  const file = await readCatalogue(path);
  const progress = progressReporter({ terminal: io.terminal, line: io.out }, 'courses');
  let result: ImportResult;
  try {
    result = await importCatalogue(file, { onProgress: ({ done, total }) => progress.update(done, total) });
  } finally {
    progress.finish();
  }
  for (const name of result.duplicates)
    io.out(`skipped "${name}": an earlier course of the file has the same id`);
  for (const quiz of result.quizzes.added) io.out(`added   quiz ${quiz}`);
  const { added, skipped } = result.quizzes;
  if (added.length + skipped.length > 0)
    io.out(`Quizzes: added ${added.length}, skipped ${skipped.length} (already there).`);
  io.out(`Added ${result.added}, skipped ${result.skipped + result.duplicates.length}.`);
}
