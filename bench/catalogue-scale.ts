/**
 * The catalogue at scale: imports a synthetic catalogue (100,000 courses by default) into its own
 * in-memory local stack, then measures what the catalogue call costs: the index's build time and
 * memory, the first page's size, and warm latencies through the local gateway for the first page,
 * searches and filtered pages. Searches and filtered pages use a different query each time, so no
 * answer comes from the function's small cache of recent answers.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { CatalogueEntry } from '../functions/data/catalogue';
import { startLocalStack } from '../infra/local/stack';
import { rotatedSessionKeys } from '../infra/session-keys/keys';
import { progressReporter } from '../scripts/lib/progress';
import { freePort } from '../test/support/free-port';
import { percentile, round } from './stats';
import { syntheticCatalogue } from './synthetic-catalogue';

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMb = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
};

/** DynamoDB Local takes more parallel batches than the import's default before it stops gaining. */
const IMPORT_CONCURRENCY = 16;

export interface CatalogueScaleResult {
  courses: number;
  importSeconds: number;
  importPerSecond: number;
  buildMs: number;
  indexHeapMb: number;
  firstPageBytes: number;
  firstPageGzipBytes: number;
  firstPageBrotliBytes: number;
  /** The index answering directly: the function's own work per call. */
  inMemory: Record<'firstPage' | 'search' | 'filtered', Latency>;
  /** The first catalogue call through the gateway: reading GSI3 and building the index. */
  coldFirstCallMs?: number;
  /** Warm calls through the gateway over HTTP. */
  overHttp?: Record<'firstPage' | 'search' | 'filtered', Latency>;
  overHttpFailed?: string;
}

interface Latency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

function timedQueries(run: (i: number) => unknown, samples: number): Latency {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  return { samples, p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2) };
}

/** The i-th of 200 different searches (25 words or phrases, each with 8 endings). */
const searchOf = (i: number) =>
  `${SEARCHES[i % SEARCHES.length]} ${SEARCH_TAILS[i % SEARCH_TAILS.length]}`.trim();

async function timedCalls(urls: string[]): Promise<Latency> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return { samples: times.length, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

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
const FILTERS = (['english', 'hindi'] as const).flatMap((language) =>
  ['Development', 'Data Science', 'Music', 'Languages', 'Security', 'Design', 'Business', 'Career'].flatMap(
    (category) =>
      (['popular', 'shortest', 'newest'] as const).flatMap((sort) =>
        (['short', 'medium', 'long'] as const).map((length) => ({ language, category, sort, length })),
      ),
  ),
);

export async function runCatalogueScaleBench(count: number, samples = 200): Promise<CatalogueScaleResult> {
  const [port, ddbPort, sesPort] = await Promise.all([freePort(), freePort(), freePort()]);
  process.env.LOG_LEVEL = 'silent';
  // A bulk import keeps DynamoDB Local busy; slow is not down here, so requests may take their time.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
  const stack = await startLocalStack({
    port,
    ddbPort,
    sesPort,
    tableName: 'bench-catalogue',
    sessionKeys: await rotatedSessionKeys(),
  });
  try {
    // Loaded after the stack set the environment: the data layer reads its endpoint when imported.
    const { importCatalogue } = await import('../functions/catalogue/import');
    const { CatalogueIndex } = await import('../functions/catalogue/catalogue-index');
    const { toCourse } = await import('../functions/catalogue/seed-format');

    const file = syntheticCatalogue(count);
    // The index on its own, from the catalogue as GSI3 holds it (built from the same file, so
    // this part does not depend on how fast DynamoDB Local answers a Query of 100,000 items).
    const base = Date.now();
    let entries: CatalogueEntry[] | undefined = JSON.parse(
      JSON.stringify(
        file.courses.map(toCourse).map(({ lessons: _lessons, description: _description, ...course }, i) => ({
          ...course,
          sortKey: `${new Date(base + i).toISOString()}#${course._id}`,
        })),
      ),
    );
    const before = heapMb();
    const buildStarted = performance.now();
    const index = new CatalogueIndex(entries ?? []);
    const buildMs = performance.now() - buildStarted;
    entries = undefined;
    const indexHeapMb = heapMb() - before;
    const inMemory = {
      firstPage: timedQueries(() => index.query({ q: '', limit: 24 }), samples),
      search: timedQueries((i) => index.query({ q: searchOf(i), limit: 24 }), samples),
      filtered: timedQueries(
        (i) => index.query({ ...FILTERS[i % FILTERS.length]!, q: '', limit: 24 }),
        samples,
      ),
    };
    console.log(
      'Index answering directly (ms):',
      JSON.stringify({ buildMs: Math.round(buildMs), indexHeapMb: round(indexHeapMb), ...inMemory }),
    );

    const progress = progressReporter(
      {
        terminal: process.stderr.isTTY
          ? { redraw: (t) => process.stderr.write(`\r\x1b[2K${t}`), end: () => process.stderr.write('\n') }
          : undefined,
        line: (l) => console.log(l),
      },
      'courses',
    );
    const importStarted = performance.now();
    await importCatalogue(file, {
      concurrency: IMPORT_CONCURRENCY,
      onProgress: ({ done, total }) => progress.update(done, total),
    });
    progress.finish();
    const importSeconds = (performance.now() - importStarted) / 1000;

    const api = `${stack.appUrl}/api/catalogue`;
    const firstPage = Buffer.from(JSON.stringify(index.query({ q: '', limit: 24 })));
    const result: CatalogueScaleResult = {
      courses: count,
      importSeconds: round(importSeconds),
      importPerSecond: Math.round(count / importSeconds),
      buildMs: Math.round(buildMs),
      indexHeapMb: round(indexHeapMb),
      firstPageBytes: firstPage.length,
      firstPageGzipBytes: gzipSync(firstPage).length,
      firstPageBrotliBytes: brotliCompressSync(firstPage).length,
      inMemory,
    };
    // Through the local gateway: the function's cold path (reading GSI3 from DynamoDB Local and
    // building its own index), then warm calls over HTTP.
    try {
      const coldStarted = performance.now();
      const first = await fetch(api);
      if (first.status !== 200) throw new Error(`the first catalogue call answered ${first.status}`);
      await first.arrayBuffer();
      result.coldFirstCallMs = Math.round(performance.now() - coldStarted);
      const urls = (build: (i: number) => string) => Array.from({ length: samples }, (_, i) => build(i));
      result.overHttp = {
        firstPage: await timedCalls(urls(() => api)),
        search: await timedCalls(urls((i) => `${api}?${new URLSearchParams({ q: searchOf(i) })}`)),
        filtered: await timedCalls(urls((i) => `${api}?${new URLSearchParams(FILTERS[i % FILTERS.length])}`)),
      };
    } catch (error) {
      result.overHttpFailed = (error as Error).message;
    }
    return result;
  } finally {
    await stack.stop();
  }
}

/**
 * Appended to the searches in turn, so that the 200 searches are 200 different queries (a second
 * word narrows, a sort changes the order); "" keeps the plain one-word searches in the mix.
 */
const SEARCH_TAILS = ['', 'course', 'hindi', 'beginners', 'projects', 'tutorial', 'series', 'ad'];
