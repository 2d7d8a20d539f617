/**
 * `npm run catalogue:import -- <file.json>`: adds the courses of a catalogue file (the seed
 * catalogue's format) that are not in the table yet, showing its progress. Course ids come from the
 * names, so running it twice adds nothing the second time, and a stopped import resumes. A course
 * may give `"playlist": "<link>"` in place of its lessons: the playlist is read from the video
 * provider (counted against the day's quota) before anything is written.
 */
import { readFile } from 'node:fs/promises';
import { type ImportResult, importCatalogue } from '../../functions/catalogue/import';
import {
  PlaylistProblem,
  type PlaylistRead,
  withPlaylistLessons,
} from '../../functions/catalogue/playlist-lessons';
import { type SeedFile, toCourse } from '../../functions/catalogue/seed-format';
import { providerQuota } from '../../functions/data/provider-quota';
import { videoProvider } from '../../functions/lib/video-provider';
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
  if (typeof file !== 'object' || file === null || !Array.isArray(file.courses))
    throw new CommandError(`${path} must be a JSON object with a "courses" array.`);
  return file;
}

/** Turns the playlists of the file into lessons, then checks every course: a bad file writes nothing. */
async function checkedCatalogue(path: string, io: Io): Promise<SeedFile> {
  let file = await readCatalogue(path);
  let read: PlaylistRead[];
  try {
    ({ file, read } = await withPlaylistLessons(file, videoProvider({ ledger: providerQuota() })));
  } catch (error) {
    // Anything else (the table out of reach) is explained by runCommand.
    if (error instanceof PlaylistProblem) throw new CommandError(`${path}: ${error.message}`);
    throw error;
  }
  try {
    for (const seed of file.courses) readCourseQuizzes(seed, toCourse(seed));
  } catch (error) {
    throw new CommandError(`${path}: ${(error as Error).message}`);
  }
  for (const playlist of read) io.out(playlistLine(playlist));
  return file;
}

const playlistLine = ({ course, playlistId, lessons, skipped, truncated }: PlaylistRead): string =>
  [
    `playlist ${playlistId} → "${course}": ${lessons} lessons`,
    skipped > 0 ? `, ${skipped} deleted or private ${skipped === 1 ? 'video' : 'videos'} left out` : '',
    truncated ? `, only the first ${lessons} (a course has at most that many)` : '',
  ].join('');

export async function catalogueImportCommand(args: string[], io: Io): Promise<void> {
  const [path] = args;
  if (args.length !== 1 || !path) throw new UsageError('Give exactly one catalogue file.');
  const file = await checkedCatalogue(path, io);
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
