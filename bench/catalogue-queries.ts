/**
 * The catalogue index answering directly, without storage: the function's own work per call, for
 * every query shape the catalogue page makes. Used by the catalogue-scale bench, and runnable on
 * its own to iterate on the index without the long import into DynamoDB Local:
 *
 *   npx tsx bench/catalogue-queries.ts [--courses 100000] [--samples 200] [--json]
 *
 * It builds the index once from `syntheticCatalogue(courses)`, prints the build time and the heap
 * the index holds after garbage collection, then p50/p95 per shape. Each shape's calls are
 * different queries where the shape allows, so a kept answer from an earlier call does not stand in
 * for the work; every timed call includes turning the page into JSON, as the handler does.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CatalogueEntry } from '../functions/data/catalogue';
import type { CatalogueQuery } from '../shared/catalogue';
import { percentile, round } from './stats';
import { SYNTHETIC_WORDS, syntheticCatalogue } from './synthetic-catalogue';

export interface Latency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

/** What the bench needs of the index (so it also runs against an older build of it). */
interface QueryableIndex {
  query(query: CatalogueQuery): { next: string | null };
  sync(entries: CatalogueEntry[]): void;
}

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** Heap in use after garbage collection, in MB. */
export const heapMb = (): number => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
};

/** The catalogue as GSI3 holds it, from the synthetic catalogue file of the same size. */
export async function syntheticEntries(count: number): Promise<CatalogueEntry[]> {
  const { toCourse } = await import('../functions/catalogue/seed-format');
  const base = Date.UTC(2026, 0, 1);
  // Through JSON, so the strings are the index's own, as after a read of storage.
  return JSON.parse(
    JSON.stringify(
      syntheticCatalogue(count)
        .courses.map(toCourse)
        .map(({ lessons: _lessons, description: _description, ...course }, i) => ({
          ...course,
          sortKey: `${new Date(base + i).toISOString()}#${course._id}`,
        })),
    ),
  ) as CatalogueEntry[];
}

/** A seeded shuffle, so every run asks the same queries in the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const words = SYNTHETIC_WORDS.map((word) => word.toLowerCase());
/** A word as someone types it: its first 2, 3, … letters, then all of it. */
const asTyped = (word: string) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2));
const ONE_WORD = shuffled(words.flatMap(asTyped), 1);
const TWO_WORDS = shuffled(
  words.flatMap((first, i) =>
    asTyped(words[(i * 7 + 3) % words.length]!).map((second) => `${first} ${second}`),
  ),
  2,
);

/** The 200 searches of the first version of this bench (25 words or phrases, each with 8 endings). */
const SEARCHES = [
  'python',
  'pyth',
  'react',
  'machine learning',
  'cafe',
  'garcia',
  'zoe',
  'kubernetes',
  'data',
  'javascript',
  'java',
  'security',
  'design',
  'hindi',
  'complete bootcamp',
  'advanced rust',
  'sharma',
  'muller academy',
  'linear algebra',
  'guitar',
  'photo',
  'deep',
  'spring boot',
  'node',
  'sql',
];
const SEARCH_TAILS = ['', 'course', 'hindi', 'beginners', 'projects', 'tutorial', 'series', 'ad'];
export const mixedSearch = (i: number): string =>
  `${SEARCHES[i % SEARCHES.length]} ${SEARCH_TAILS[i % SEARCH_TAILS.length]}`.trim();

const LANGUAGES = ['english', 'hindi'] as const;
const CATEGORIES = ['Development', 'Data Science', 'Music', 'Languages', 'Security', 'Design', 'Business'];
const SORTS = ['newest', 'popular', 'shortest'] as const;
/** 126 filtered pages without search text: language, category, length and order. */
export const FILTERS = LANGUAGES.flatMap((language) =>
  CATEGORIES.flatMap((category) =>
    SORTS.flatMap((sort) =>
      (['short', 'medium', 'long'] as const).map((length) => ({ language, category, sort, length })),
    ),
  ),
);
const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

const page = (query: Partial<CatalogueQuery>): CatalogueQuery => ({ q: '', limit: 24, ...query });

/** Each shape: the i-th call's query. */
const SHAPES: Record<string, (i: number) => CatalogueQuery> = {
  firstPage: () => page({}),
  search: (i) => page({ q: mixedSearch(i) }),
  oneWord: (i) => page({ q: cycle(ONE_WORD, i) }),
  twoWords: (i) => page({ q: cycle(TWO_WORDS, i) }),
  filtered: (i) => page(cycle(FILTERS, i)),
  searchFiltered: (i) =>
    page({ q: cycle(ONE_WORD, i), language: cycle(LANGUAGES, i), category: cycle(CATEGORIES, i) }),
  searchNewest: (i) => page({ q: cycle(ONE_WORD, i + 50), sort: 'newest' }),
  searchPopular: (i) => page({ q: cycle(ONE_WORD, i + 100), sort: 'popular' }),
  searchShortest: (i) => page({ q: cycle(ONE_WORD, i + 150), sort: 'shortest' }),
};

function timed(samples: number, run: (i: number) => unknown, before?: (i: number) => void): Latency {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    before?.(i);
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  return { samples, p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2) };
}

/**
 * p50/p95 of every shape over `samples` calls. `entries` (the catalogue the index was built from)
 * lets the bench drop the index's kept answers before a call, to time browsing pages as a
 * container answers them after other queries pushed them out.
 */
export function measureQueries(
  index: QueryableIndex,
  entries: CatalogueEntry[],
  samples = 200,
): Record<string, Latency> {
  const answer = (query: CatalogueQuery) => JSON.stringify(index.query(query));
  const figures: Record<string, Latency> = {};
  for (const [name, queryOf] of Object.entries(SHAPES)) {
    figures[name] = timed(samples, (i) => answer(queryOf(i)));
  }
  // Pages of few distinct queries, each time after a fresh read of the catalogue dropped every kept
  // answer, as a container answers them after other queries pushed them out.
  const dropKeptAnswers = () => index.sync(entries);
  figures.browseUncached = timed(
    Math.min(samples, 60),
    (i) => answer(page({ sort: cycle(SORTS, i) })),
    dropKeptAnswers,
  );
  figures.languageUncached = timed(
    Math.min(samples, 60),
    (i) => answer(page({ language: cycle(LANGUAGES, i), sort: cycle(SORTS, i >> 1) })),
    dropKeptAnswers,
  );
  // The second page of a filtered page or a search, by its cursor, right after the first.
  const second = (query: CatalogueQuery) => {
    const cursor = index.query(query).next ?? undefined;
    return () => answer({ ...query, cursor });
  };
  let nextPage: () => string = () => '';
  figures.nextPage = timed(
    samples,
    () => nextPage(),
    (i) => {
      nextPage = second(i % 2 ? page(cycle(FILTERS, i + 7)) : page({ q: cycle(ONE_WORD, i + 31) }));
    },
  );
  return figures;
}

export interface BuiltIndex {
  index: QueryableIndex;
  /** The catalogue it was built from. */
  entries: CatalogueEntry[];
  buildMs: number;
  /** Heap after garbage collection held by the index's own structures, beside the courses. */
  indexHeapMb: number;
  /** Heap held by the courses themselves (as GSI3 answers them), which the index keeps. */
  coursesHeapMb: number;
}

/** The catalogue index of `count` synthetic courses, with its build time and memory. */
export async function buildIndex(count: number): Promise<BuiltIndex> {
  const { CatalogueIndex } = await import('../functions/catalogue/catalogue-index');
  const empty = heapMb();
  const entries = await syntheticEntries(count);
  const withCourses = heapMb();
  const started = performance.now();
  const index = new CatalogueIndex(entries);
  const buildMs = performance.now() - started;
  return {
    index,
    entries,
    buildMs: Math.round(buildMs),
    indexHeapMb: round(heapMb() - withCourses),
    coursesHeapMb: round(withCourses - empty),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = argv.indexOf(name);
    return at === -1 ? fallback : Number(argv[at + 1]);
  };
  const courses = option('--courses', 100_000);
  const samples = option('--samples', 200);
  const { index, entries, ...figures } = await buildIndex(courses);
  const queries = measureQueries(index, entries, samples);
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ courses, ...figures, queries }));
    return;
  }
  console.log(
    `${courses.toLocaleString('en-US')} courses: build ${figures.buildMs} ms, heap after GC: index ${figures.indexHeapMb} MB beside the courses' ${figures.coursesHeapMb} MB`,
  );
  console.table(queries);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
