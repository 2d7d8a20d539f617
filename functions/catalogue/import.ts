/**
 * Imports a catalogue file into the table, idempotently and at scale. Every course is checked
 * before anything is written; then the courses go out in BatchWriteItem requests, a few at a time,
 * each batch first asking which of its courses already exist, so a stopped import run again skips
 * what it wrote and an import of the same file adds nothing.
 *
 * A course becomes the items `itemsOf` returns; a format that grows (quizzes, say) adds its items
 * there and its checks in seed-format.ts, and the batching, retries and resume work unchanged.
 */
import type { Course } from '../../shared/types';
import {
  BATCH_WRITE_MAX,
  DEFAULT_RETRY,
  existingKeys,
  keyString,
  putBatch,
  type RetryPolicy,
} from '../data/batch-write';
import { bumpCatalogueVersion } from '../data/catalogue';
import { courseItem } from '../data/courses';
import { keys } from '../data/keys';
import { importQuizzes, type QuizImportResult, readCourseQuizzes } from '../quizzes/catalogue-quizzes';
import { type SeedFile, toCourse } from './seed-format';

export interface ImportResult {
  added: number;
  skipped: number;
  /** Courses whose name gives the same id as an earlier course of the file: only the first is kept. */
  duplicates: string[];
  /** The quizzes of the file's courses, added once their course is in. */
  quizzes: QuizImportResult;
}

export interface ImportProgress {
  /** Courses handled so far (added or skipped) of `total`. */
  done: number;
  total: number;
  added: number;
  skipped: number;
  /** Pauses after throttling or unprocessed items, so far. */
  retries: number;
}

export interface ImportOptions {
  /** Batch requests in flight at once. */
  concurrency?: number;
  retry?: RetryPolicy;
  onProgress?: (progress: ImportProgress) => void;
}

export const IMPORT_CONCURRENCY = 8;
/** Readers learn of new courses when the version moves; raising it every few hundred courses suffices. */
const ANNOUNCE_EVERY = 20;

/** Everything one course is stored as. */
export const itemsOf = (course: Course, createdAt: string): Record<string, unknown>[] => [
  { ...courseItem(course, createdAt) } as Record<string, unknown>,
];

interface Planned {
  course: Course;
  createdAt: string;
}

/** Groups courses so that a course's items never straddle two requests. */
function batchesOf(planned: Planned[]): Planned[][] {
  const batches: Planned[][] = [];
  let current: Planned[] = [];
  let size = 0;
  for (const entry of planned) {
    const count = itemsOf(entry.course, entry.createdAt).length;
    if (size + count > BATCH_WRITE_MAX && current.length > 0) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(entry);
    size += count;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export async function importCatalogue(file: SeedFile, options: ImportOptions = {}): Promise<ImportResult> {
  if (!file || !Array.isArray(file.courses))
    throw new Error('The file must be a JSON object with a "courses" array');
  const courses = file.courses.map(toCourse); // validate everything before writing anything
  const quizzes = file.courses.map((seed, index) => readCourseQuizzes(seed, courses[index]!));
  const seen = new Set<string>();
  const duplicates: string[] = [];
  // The catalogue's order (its sort key) follows the file: one millisecond apart, first oldest.
  const base = Date.now();
  const planned: Planned[] = [];
  for (const [index, course] of courses.entries()) {
    if (seen.has(course._id)) duplicates.push(course.name);
    else planned.push({ course, createdAt: new Date(base + index).toISOString() });
    seen.add(course._id);
  }

  const retry = options.retry ?? DEFAULT_RETRY;
  const progress: ImportProgress = { done: 0, total: planned.length, added: 0, skipped: 0, retries: 0 };
  const counting: RetryPolicy = {
    ...retry,
    onRetry: (attempt, reason) => {
      progress.retries += 1;
      retry.onRetry?.(attempt, reason);
    },
  };
  const batches = batchesOf(planned);
  let next = 0;
  let written = 0;
  let failed = false;

  async function worker(): Promise<void> {
    for (let batch = batches[next++]; batch && !failed; batch = batches[next++]) {
      const there = await existingKeys(
        batch.map(({ course }) => keys.course(course._id)),
        counting,
      );
      const fresh = batch.filter(({ course }) => !there.has(keyString(keys.course(course._id))));
      if (fresh.length > 0) {
        await putBatch(
          fresh.flatMap(({ course, createdAt }) => itemsOf(course, createdAt)),
          counting,
        );
        if (++written % ANNOUNCE_EVERY === 0) await bumpCatalogueVersion();
      }
      progress.added += fresh.length;
      progress.skipped += batch.length - fresh.length;
      progress.done += batch.length;
      options.onProgress?.({ ...progress });
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? IMPORT_CONCURRENCY, batches.length));
  try {
    await Promise.all(
      Array.from({ length: workers }, () =>
        worker().catch((error: unknown) => {
          failed = true; // the other workers stop after their current batch
          throw error;
        }),
      ),
    );
  } finally {
    // Whatever was written is announced, also when the import stops half-way.
    if (progress.added > 0) await bumpCatalogueVersion();
  }
  // A separate pass once every course is in: it adds quizzes to new and existing courses alike.
  const quizResult = await importQuizzes(quizzes);
  return { added: progress.added, skipped: progress.skipped, duplicates, quizzes: quizResult };
}
