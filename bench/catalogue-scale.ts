/**
 * The catalogue at scale: imports a synthetic catalogue (100,000 courses by default) into its own
 * in-memory local stack, then measures what the catalogue call costs: the index's build time and
 * memory, the first page's size, and warm latencies through the local gateway for the first page,
 * searches and filtered pages. Searches and filtered pages use a different query each time, so no
 * answer comes from the function's small cache of recent answers.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startLocalStack } from '../infra/local/stack';
import { rotatedSessionKeys } from '../infra/session-keys/keys';
import { progressReporter } from '../scripts/lib/progress';
import { freePort } from '../test/support/free-port';
import { buildIndex, FILTERS, type Latency, measureQueries, mixedSearch } from './catalogue-queries';
import { percentile, round } from './stats';
import { syntheticCatalogue } from './synthetic-catalogue';

/** DynamoDB Local takes more parallel batches than the import's default before it stops gaining. */
const IMPORT_CONCURRENCY = 16;

export interface CatalogueScaleResult {
  courses: number;
  importSeconds: number;
  importPerSecond: number;
  buildMs: number;
  /** Heap held by the index's own structures, beside the courses it lists. */
  indexHeapMb: number;
  /** Heap held by the listed courses themselves. */
  coursesHeapMb: number;
  firstPageBytes: number;
  firstPageGzipBytes: number;
  firstPageBrotliBytes: number;
  /** The index answering directly: the function's own work per call, by query shape. */
  inMemory: Record<string, Latency>;
  /** The first catalogue call through the gateway: reading GSI3 and building the index. */
  coldFirstCallMs?: number;
  /** Warm calls through the gateway over HTTP. */
  overHttp?: Record<'firstPage' | 'search' | 'filtered', Latency>;
  overHttpFailed?: string;
}

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
    const file = syntheticCatalogue(count);
    // The index on its own, from the catalogue as GSI3 holds it (built from the same catalogue, so
    // this part does not depend on how fast DynamoDB Local answers a Query of 100,000 items).
    const { index, entries, buildMs, indexHeapMb, coursesHeapMb } = await buildIndex(count);
    const inMemory = measureQueries(index, entries, samples);
    console.log(
      'Index answering directly (ms):',
      JSON.stringify({ buildMs, indexHeapMb, coursesHeapMb, ...inMemory }),
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
      buildMs,
      indexHeapMb,
      coursesHeapMb,
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
        search: await timedCalls(urls((i) => `${api}?${new URLSearchParams({ q: mixedSearch(i) })}`)),
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
