/**
 * Per-function bundle size and cold-start cost. Each manifest handler is bundled the way the CDK
 * stack bundles it (infra/constructs/route-function.ts: minified CommonJS with the locked AWS SDK,
 * packages' ES modules first), then loaded in fresh Node processes: the time to require the module
 * is what a cold start pays before the handler runs. Beside it, interleaved so a burst of load on
 * the machine hits every variant alike, the same handler with the SDK left out (read from
 * node_modules, as a runtime's own copy would be) and, with `--before <dir>`, the bundles another
 * run left in that directory (`<handler>.js` with the SDK, `<handler>.external.js` without).
 *
 * The init of the busiest routes (measureInits) is what Lambda reports as Init Duration plus the
 * first invocation: a fresh process requires the bundle and answers one realistic event against
 * the bench's stack (DynamoDB Local, its session keys and origin secret).
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROUTE_BUNDLE, routeBundleOptions } from '../infra/constructs/route-function';
import { writeRouteEntries } from '../infra/route-entries';
import { median, round } from './stats';

export interface BundleFigure {
  handler: string;
  route: string;
  /** As deployed: the SDK bundled, packages' ES modules first. */
  minifiedKb: number;
  gzipKb: number;
  loadMsMedian: number;
  /** The same code with packages' CommonJS builds, as bundled before (size only). */
  commonJsKb: number;
  /** The SDK left out of the bundle. */
  sdkExternalKb: number;
  sdkExternalLoadMsMedian: number;
  /** The bundles of `--before`, loaded in the same processes' turns. */
  beforeKb?: number;
  beforeLoadMsMedian?: number;
  beforeSdkExternalLoadMsMedian?: number;
}

const execFileAsync = promisify(execFile);
const root = join(__dirname, '..');
// Inside the repository so a bundle's externals resolve from node_modules.
const outDir = join(root, 'bench', '.out', 'bundles');

/** The environment every function has; the rest (endpoints, keys) only matters once it is called. */
const functionEnvironment = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...extra,
});

function loadTimeMs(file: string): number {
  const script = `const t=performance.now();require(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t))`;
  return Number(execFileSync(process.execPath, ['-e', script], { env: functionEnvironment() }).toString());
}

const isHttp = (route: string): boolean => route.includes(' /');

async function bundle(entry: string, outfile: string, options: { sdk: boolean; esm: boolean }) {
  await build({
    ...routeBundleOptions(entry, outfile),
    mainFields: options.esm ? ROUTE_BUNDLE.mainFields : undefined,
    external: options.sdk ? [] : ['@aws-sdk/*'],
  });
  return readFileSync(outfile);
}

/** Every handler's bundle as deployed and without the SDK, and their median require times. */
export async function measureBundles(
  options: { runs?: number; before?: string } = {},
): Promise<BundleFigure[]> {
  const runs = options.runs ?? 5;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const before = options.before;
  if (before) {
    // Copied in, so their externals resolve from the same node_modules.
    cpSync(before, join(outDir, 'before'), { recursive: true });
  }
  const figures: BundleFigure[] = [];
  for (const { key, file } of [...writeRouteEntries().values()].sort((a, b) => a.key.localeCompare(b.key))) {
    const handler = basename(file, '.ts');
    const deployed = join(outDir, `${handler}.js`);
    const external = join(outDir, `${handler}.external.js`);
    const code = await bundle(file, deployed, { sdk: true, esm: true });
    const externalCode = await bundle(file, external, { sdk: false, esm: true });
    const commonJs = await bundle(file, join(outDir, `${handler}.cjs.js`), { sdk: true, esm: false });
    const old = before && {
      deployed: join(outDir, 'before', `${handler}.js`),
      external: join(outDir, 'before', `${handler}.external.js`),
    };
    const variants = [
      deployed,
      external,
      ...(old && existsSync(old.deployed) ? [old.deployed, old.external] : []),
    ];
    const times = new Map<string, number[]>(variants.map((variant) => [variant, []]));
    for (let i = 0; i < runs; i++) {
      for (const variant of variants) times.get(variant)!.push(loadTimeMs(variant));
    }
    const ms = (variant: string) => round(median(times.get(variant)!));
    figures.push({
      handler,
      route: key,
      minifiedKb: round(code.length / 1024),
      gzipKb: round(gzipSync(code).length / 1024),
      loadMsMedian: ms(deployed),
      commonJsKb: round(commonJs.length / 1024),
      sdkExternalKb: round(externalCode.length / 1024),
      sdkExternalLoadMsMedian: ms(external),
      ...(old && times.has(old.deployed)
        ? {
            beforeKb: round(readFileSync(old.deployed).length / 1024),
            beforeLoadMsMedian: ms(old.deployed),
            beforeSdkExternalLoadMsMedian: ms(old.external),
          }
        : {}),
    });
  }
  return figures;
}

export interface BundleSummary {
  httpHandlers: number;
  /** Medians over the HTTP handlers of each handler's median require time. */
  httpLoadMsMedian: number;
  httpSdkExternalLoadMsMedian: number;
  httpBeforeLoadMsMedian?: number;
  httpBeforeSdkExternalLoadMsMedian?: number;
  minifiedKbRange: string;
}

export function summariseBundles(figures: BundleFigure[]): BundleSummary {
  const http = figures.filter((figure) => isHttp(figure.route));
  const of = (pick: (figure: BundleFigure) => number | undefined) => {
    const values = http.map(pick).filter((value): value is number => value !== undefined);
    return values.length > 0 ? round(median(values)) : undefined;
  };
  const sizes = figures.map((figure) => figure.minifiedKb);
  return {
    httpHandlers: http.length,
    httpLoadMsMedian: of((f) => f.loadMsMedian)!,
    httpSdkExternalLoadMsMedian: of((f) => f.sdkExternalLoadMsMedian)!,
    httpBeforeLoadMsMedian: of((f) => f.beforeLoadMsMedian),
    httpBeforeSdkExternalLoadMsMedian: of((f) => f.beforeSdkExternalLoadMsMedian),
    minifiedKbRange: `${Math.min(...sizes)}–${Math.max(...sizes)} KB`,
  };
}

/** One route's first call: the event it answers, and how to carry what it answered to the next run. */
export interface InitCase {
  route: string;
  /** The event of run `run` (an API Gateway HTTP or WebSocket event). */
  event(run: number): Promise<unknown> | unknown;
  /** Sees each answer (e.g. to keep a rotated refresh cookie). */
  answered?(answer: { statusCode?: number; cookies?: string[] }): void;
}

export interface InitFigure {
  route: string;
  runs: number;
  /** Require of the bundle (Lambda's Init Duration, without the runtime's own start). */
  loadMsMedian: number;
  /** The first invocation, in the same process. */
  firstCallMsMedian: number;
  /** Both, per run, then the median. */
  initMsMedian: number;
  statuses: string;
  /** The same, with the `--before` bundle, when there is one. */
  beforeInitMsMedian?: number;
}

const INIT_SCRIPT = `
const started = performance.now();
const { handler } = require(process.argv[1]);
const loaded = performance.now();
handler(JSON.parse(process.argv[2])).then((answer) => {
  const done = performance.now();
  process.stdout.write(JSON.stringify({ loadMs: loaded - started, callMs: done - loaded, answer }));
  process.exit(0);
}, (error) => { console.error(error); process.exit(1); });`;

/**
 * One fresh process's require and first call. Asynchronous: the bench's stack runs in this process,
 * and a route that calls the gateway (the chat's Invoke and @connections) needs its loop to answer.
 */
async function initOnce(file: string, event: unknown, env: NodeJS.ProcessEnv) {
  const { stdout } = await execFileAsync(process.execPath, ['-e', INIT_SCRIPT, file, JSON.stringify(event)], {
    env: functionEnvironment(env),
  });
  return JSON.parse(stdout) as {
    loadMs: number;
    callMs: number;
    answer: { statusCode?: number; cookies?: string[] };
  };
}

/**
 * Module load plus first call of each case's route, `runs` fresh processes each, with the bundles
 * measureBundles left (so it runs after it), against the stack whose environment `env` holds.
 */
export async function measureInits(
  cases: InitCase[],
  env: NodeJS.ProcessEnv,
  runs = 5,
): Promise<InitFigure[]> {
  const files = new Map(
    [...writeRouteEntries().values()].map(({ key, file }) => [key, basename(file, '.ts')]),
  );
  const figures: InitFigure[] = [];
  for (const { route, event, answered } of cases) {
    const handler = files.get(route)!;
    const deployed = join(outDir, `${handler}.js`);
    const old = join(outDir, 'before', `${handler}.js`);
    const samples: Array<{ loadMs: number; callMs: number }> = [];
    const beforeInits: number[] = [];
    const statuses = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const result = await initOnce(deployed, await event(2 * run), env);
      answered?.(result.answer);
      statuses.add(String(result.answer?.statusCode ?? 'none'));
      samples.push(result);
      if (existsSync(old)) {
        const earlier = await initOnce(old, await event(2 * run + 1), env);
        answered?.(earlier.answer);
        beforeInits.push(earlier.loadMs + earlier.callMs);
      }
    }
    figures.push({
      route,
      runs,
      loadMsMedian: round(median(samples.map((s) => s.loadMs))),
      firstCallMsMedian: round(median(samples.map((s) => s.callMs))),
      initMsMedian: round(median(samples.map((s) => s.loadMs + s.callMs))),
      statuses: [...statuses].join(' '),
      ...(beforeInits.length > 0 ? { beforeInitMsMedian: round(median(beforeInits)) } : {}),
    });
  }
  return figures;
}

/** The busiest routes of the cost bench's learner: HTTP calls by route, chat messages as `send_chat`. */
export function busiestRoutes(countsFile: string, top = 5): Array<{ route: string; calls: number }> {
  const counts = JSON.parse(readFileSync(countsFile, 'utf8')) as {
    phases: Record<string, { api: Record<string, { calls: number }>; wsSent: number }>;
  };
  const calls = new Map<string, number>();
  for (const phase of Object.values(counts.phases)) {
    for (const [route, { calls: n }] of Object.entries(phase.api))
      calls.set(route, (calls.get(route) ?? 0) + n);
    if (phase.wsSent > 0) calls.set('send_chat', (calls.get('send_chat') ?? 0) + phase.wsSent);
  }
  return [...calls]
    .map(([route, n]) => ({ route, calls: n }))
    .sort((a, b) => b.calls - a.calls)
    .slice(0, top);
}
