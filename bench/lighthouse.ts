/**
 * Lighthouse 12 on Debian's Chromium with the mobile profile (Lighthouse's default: a mid-range
 * phone on simulated slow 4G) for the pages people land on: each page `runs` times in a fresh
 * Chromium, and the medians.
 *
 * CPU: Lighthouse slows the CPU 4× by default, which turns a fast desktop into a mid-range phone.
 * A shared, loaded machine is already slower than that phone, so the slowdown is calibrated from
 * Lighthouse's own benchmark index as its throttling guide describes (4× at about 1,750, never below
 * 1×); the index and the factor used are recorded with the figures.
 */
import { launch } from 'chrome-launcher';
import { median, round } from './stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's mobile network: slow 4G, as in its default settings. */
const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};
/** The benchmark index at which Lighthouse's default 4× slowdown gives its target phone. */
const INDEX_PER_4X = 1750;

export interface LighthousePage {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** JavaScript bytes as they crossed the wire (compressed when the server compresses). */
  scriptTransferBytes: number;
  /** The same scripts uncompressed. */
  scriptBytes: number;
  /** Console errors seen in any run, each once, with the address they concern. */
  consoleErrors: string[];
}

export interface LighthouseFigures {
  runs: number;
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  pages: LighthousePage[];
}

interface Run {
  scores: Record<string, number>;
  audits: Record<'cls' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'speedIndexMs', number>;
  scriptTransferBytes: number;
  scriptBytes: number;
  consoleErrors: string[];
  benchmarkIndex: number;
}

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
  environment: { benchmarkIndex: number };
};

async function runOnce(url: string, cpuSlowdownMultiplier: number): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      {
        extends: 'lighthouse:default',
        settings: { formFactor: 'mobile', throttling: { ...SLOW_4G, cpuSlowdownMultiplier } },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    const sum = (key: string) => scripts.reduce((total, item) => total + Number(item[key] ?? 0), 0);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      audits: {
        cls: value('cumulative-layout-shift'),
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        speedIndexMs: value('speed-index'),
      },
      scriptTransferBytes: sum('transferSize'),
      scriptBytes: sum('resourceSize'),
      consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => {
        const where = (item.sourceLocation as { url?: string } | undefined)?.url;
        return `${String(item.description ?? item.source ?? '')}${where ? ` (${where})` : ''}`;
      }),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The CPU slowdown that turns this machine, as loaded as it is now, into Lighthouse's target phone. */
async function calibrate(url: string): Promise<{ benchmarkIndex: number; cpuSlowdownMultiplier: number }> {
  const { benchmarkIndex } = await runOnce(url, 1);
  const factor = Math.min(4, Math.max(1, (4 * benchmarkIndex) / INDEX_PER_4X));
  return { benchmarkIndex: round(benchmarkIndex, 0), cpuSlowdownMultiplier: round(factor, 1) };
}

/** The slowdown to use: `LIGHTHOUSE_CPU_SLOWDOWN` when set, else calibrated on `url`. */
async function slowdownFor(url: string): Promise<{ benchmarkIndex: number; cpuSlowdownMultiplier: number }> {
  const fixed = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  return fixed ? { benchmarkIndex: Number.NaN, cpuSlowdownMultiplier: Number(fixed) } : calibrate(url);
}

/** Measures each of `paths` on `origin`, one run at a time, after one calibration run. */
export async function measureLighthouse(
  origin: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseFigures> {
  const calibration = await slowdownFor(new URL(paths[0]!, origin).href);
  const pages: LighthousePage[] = [];
  const indexes: number[] = [];
  for (const path of paths) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++)
      results.push(await runOnce(new URL(path, origin).href, calibration.cpuSlowdownMultiplier));
    indexes.push(...results.map((r) => r.benchmarkIndex));
    const mid = (pick: (run: Run) => number, digits = 0) => round(median(results.map(pick)), digits);
    pages.push({
      page: path,
      performance: mid((r) => r.scores.performance!),
      accessibility: mid((r) => r.scores.accessibility!),
      bestPractices: mid((r) => r.scores['best-practices']!),
      seo: mid((r) => r.scores.seo!),
      cls: mid((r) => r.audits.cls, 3),
      fcpMs: mid((r) => r.audits.fcpMs),
      lcpMs: mid((r) => r.audits.lcpMs),
      tbtMs: mid((r) => r.audits.tbtMs),
      speedIndexMs: mid((r) => r.audits.speedIndexMs),
      scriptTransferBytes: mid((r) => r.scriptTransferBytes),
      scriptBytes: mid((r) => r.scriptBytes),
      consoleErrors: [...new Set(results.flatMap((r) => r.consoleErrors))],
    });
  }
  return {
    runs,
    benchmarkIndex: round(median(indexes), 0),
    cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier,
    pages,
  };
}

export interface LighthouseComparisonRow {
  page: string;
  /** Medians for the build compared against (`before`) and the current one (`after`). */
  before: { performance: number; tbtMs: number };
  after: { performance: number; tbtMs: number; fcpMs: number; lcpMs: number };
  /** Every run's performance score, in order, so the spread shows. */
  beforeRuns: number[];
  afterRuns: number[];
}

/**
 * Two builds side by side: each of `paths` on `before` and on `after`, the two alternating run by
 * run (which goes first alternates too), at one slowdown calibrated once. A shared machine's load
 * changes by the minute; measured this way both builds see the same load, so their difference is
 * the builds' and not the machine's.
 */
export async function compareLighthouse(
  before: string,
  after: string,
  paths: string[],
  runs = 5,
): Promise<{ cpuSlowdownMultiplier: number; runs: number; pages: LighthouseComparisonRow[] }> {
  const { cpuSlowdownMultiplier } = await slowdownFor(new URL(paths[0]!, after).href);
  const pages: LighthouseComparisonRow[] = [];
  for (const path of paths) {
    const measured: Record<'before' | 'after', Run[]> = { before: [], after: [] };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const build of order)
        measured[build].push(
          await runOnce(new URL(path, build === 'before' ? before : after).href, cpuSlowdownMultiplier),
        );
    }
    const mid = (build: 'before' | 'after', pick: (run: Run) => number) =>
      round(median(measured[build].map(pick)), 0);
    pages.push({
      page: path,
      before: {
        performance: mid('before', (r) => r.scores.performance!),
        tbtMs: mid('before', (r) => r.audits.tbtMs),
      },
      after: {
        performance: mid('after', (r) => r.scores.performance!),
        tbtMs: mid('after', (r) => r.audits.tbtMs),
        fcpMs: mid('after', (r) => r.audits.fcpMs),
        lcpMs: mid('after', (r) => r.audits.lcpMs),
      },
      beforeRuns: measured.before.map((r) => r.scores.performance!),
      afterRuns: measured.after.map((r) => r.scores.performance!),
    });
  }
  return { cpuSlowdownMultiplier, runs, pages };
}
