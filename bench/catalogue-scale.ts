/**
 * The catalogue at scale: imports a synthetic catalogue (100,000 courses by default) into its own
 * in-memory local stack, then measures what the catalogue call costs: the index's build time and
 * memory, the first page's size, and warm latencies through the local gateway for the first page,
 * searches and filtered pages. Searches and filtered pages use a different query each time, so no
 * answer comes from the function's small cache of recent answers.
 *
 * And the snapshot (functions/catalogue/index-snapshot.ts): its size, how long it takes to write
 * (the read of GSI3, the build and encoding, the put) and to load, the heap of a loaded index, and a
 * cold container's first answer through the gateway with the snapshot (median of 3) and without it
 * (once: minutes at 100,000 courses, DynamoDB Local's Query being slow).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startLocalStack } from '../infra/local/stack';
import { rotatedSessionKeys } from '../infra/session-keys/keys';
import { progressReporter } from '../scripts/lib/progress';
import { freePort } from '../test/support/free-port';
import {
  buildIndex,
  FILTERS,
  heapMb,
  type Latency,
  measureQueries,
  mixedSearch,
  syntheticEntries,
} from './catalogue-queries';
import { median, percentile, round } from './stats';
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
  /** The snapshot: in-process figures, then through the gateway. */
  snapshot?: SnapshotFigures;
  /** Warm calls through the gateway over HTTP. */
  overHttp?: Record<'firstPage' | 'search' | 'filtered', Latency>;
  overHttpFailed?: string;
}

/** How many times each cold start is measured (the median is reported). */
const COLD_RUNS = 3;
/**
 * Without the snapshot a cold start reads GSI3 from DynamoDB Local, which takes minutes at 100,000
 * courses on a loaded machine: measured once.
 */
const COLD_RUNS_WITHOUT_SNAPSHOT = 1;

export interface SnapshotFigures {
  /** Gzipped bytes of the snapshot of the synthetic catalogue. */
  bytes: number;
  /** Building the index and encoding it, in-process. */
  encodeMs: number;
  /** Decoding and restoring the index, in-process, median of 3. */
  loadMs: number;
  /** Heap after garbage collection held by a loaded index (courses included) / by a built one. */
  loadedHeapMb: number;
  builtHeapMb: number;
  /** The writer against DynamoDB Local: its read of GSI3, its build and encoding, its put. */
  write?: { readMs: number; buildMs: number; putMs: number; bytes: number };
  /** A cold container's first catalogue answer through the gateway, median and each run. */
  coldWithSnapshotMs?: number;
  coldWithSnapshotRuns?: number[];
  coldWithoutSnapshotMs?: number;
  coldWithoutSnapshotRuns?: number[];
  failed?: string;
}

/** Heap after garbage collection that what `make` makes holds, while it is held. */
async function heapHeldBy(make: () => Promise<unknown>): Promise<number> {
  const before = heapMb();
  const held = await make();
  const after = heapMb();
  // Still referenced here, so the collection above could not take it.
  if (held === undefined) throw new Error('nothing was made');
  return round(after - before);
}

/** The snapshot in-process: size, encoding, loading and the heap of what it loads. */
async function measureSnapshotInProcess(count: number): Promise<SnapshotFigures> {
  const { CatalogueIndex } = await import('../functions/catalogue/catalogue-index');
  const { encodeSnapshot, decodeSnapshot } = await import('../functions/catalogue/index-snapshot');
  const entries = await syntheticEntries(count);
  const meta = { courses: 1, ratings: 0, readAt: Date.now() };
  const encodeStarted = performance.now();
  const built = new CatalogueIndex(entries);
  const bytes = encodeSnapshot({ meta, state: built.state() });
  const encodeMs = Math.round(performance.now() - encodeStarted);
  const loadTimes: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const started = performance.now();
    CatalogueIndex.restore(decodeSnapshot(bytes).state);
    loadTimes.push(performance.now() - started);
  }
  // The heap of each alone: a loaded index, and a built one with the courses it was built from.
  const loadedHeapMb = await heapHeldBy(async () => CatalogueIndex.restore(decodeSnapshot(bytes).state));
  const builtHeapMb = await heapHeldBy(async () => new CatalogueIndex(await syntheticEntries(count)));
  return { bytes: bytes.length, encodeMs, loadMs: Math.round(median(loadTimes)), loadedHeapMb, builtHeapMb };
}

/** The status of a GET, waiting as long as it takes (fetch gives up on headers after 300 s). */
function getWithoutLimit(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A cold container's first call through the gateway, `runs` times: each from a new index. */
async function coldCalls(api: string, coldStart: () => void, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    coldStart();
    const started = performance.now();
    const status = await getWithoutLimit(api);
    if (status !== 200) throw new Error(`a cold catalogue call answered ${status}`);
    times.push(Math.round(performance.now() - started));
  }
  return times;
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
  const snapshotDir = await mkdtemp(join(tmpdir(), 'bench-catalogue-snapshot-'));
  // A bulk import keeps DynamoDB Local busy; slow is not down here, so requests may take their time.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '60000';
  const stack = await startLocalStack({
    port,
    ddbPort,
    sesPort,
    tableName: 'bench-catalogue',
    sessionKeys: await rotatedSessionKeys(),
    // The bench writes the snapshot itself, when it wants it measured.
    catalogueSnapshots: { dir: snapshotDir, writer: false },
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
    const snapshot = await measureSnapshotInProcess(count);
    console.log('Snapshot in-process:', JSON.stringify(snapshot));

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
      snapshot,
    };
    // Through the local gateway: the writer (with the worker's code), the function's cold path with
    // the snapshot, then without it (reading GSI3 from DynamoDB Local and building its own index),
    // then warm calls over HTTP.
    try {
      const live = await import('../functions/catalogue/live-catalogue');
      const coldStart = () => Object.assign(live.liveCatalogue, new live.LiveCatalogue());
      const { writeCatalogueSnapshot } = await import('../functions/catalogue/snapshot-writer');
      const written = await writeCatalogueSnapshot();
      snapshot.write = {
        readMs: written.readMs,
        buildMs: written.buildMs,
        putMs: written.putMs,
        bytes: written.bytes,
      };
      console.log('Snapshot written by the worker code:', JSON.stringify(snapshot.write));
      const withSnapshot = await coldCalls(api, coldStart, COLD_RUNS);
      snapshot.coldWithSnapshotRuns = withSnapshot;
      snapshot.coldWithSnapshotMs = median(withSnapshot);
      console.log('Cold first call with the snapshot (ms):', JSON.stringify(withSnapshot));
      // Without it: the store emptied, so the container reads GSI3 and builds the index.
      await rm(snapshotDir, { recursive: true, force: true });
      const without = await coldCalls(api, coldStart, COLD_RUNS_WITHOUT_SNAPSHOT);
      snapshot.coldWithoutSnapshotRuns = without;
      snapshot.coldWithoutSnapshotMs = median(without);
      result.coldFirstCallMs = without[0];
      console.log('Cold first call without a snapshot (ms):', JSON.stringify(without));
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
    await rm(snapshotDir, { recursive: true, force: true });
  }
}
