/**
 * `npm run bench`: bundle sizes and cold starts, the web's initial load, API load through the
 * local gateway next to direct DynamoDB Local calls, chat fan-out, login cost, and Lighthouse on the
 * landing pages. Prints tables and writes bench/results/latest.json. Figures from a shared machine:
 * compare ratios measured in the same run, not absolute numbers across runs.
 *
 * `npm run bench -- lighthouse` measures only the web (build, initial JavaScript, Lighthouse) and
 * updates those figures in latest.json; `npm run bench -- chat` likewise only the chat fan-out rows,
 * `npm run bench -- content-check` only the check of 100,000 lessons' videos, and `npm run bench -- cost`
 * only the scripted learner whose counts `npm run cost` prices (cost-scenario.ts), and
 * `npm run bench -- bundles` only the functions' bundles, require times and inits (cold-start.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { decodeJwt } from 'jose';
import { startLocalStack } from '../infra/local/stack';
import { rotatedSessionKeys } from '../infra/session-keys/keys';
import { freePort } from '../test/support/free-port';
import { dynamoCall, measureLoad } from './api';
import { runCatalogueScaleBench } from './catalogue-scale';
import {
  CHAT_BENCH_SIZES,
  type ChatFanoutResult,
  chatFanoutTable,
  expectNothingLost,
  runChatFanoutBench,
} from './chat-fanout';
import type { WorkerCpuFigure } from './chat-worker-cpu';
import { type ContentCheckFigure, runContentCheckBench } from './content-check';
import { costTable, runCostScenario } from './cost-scenario';
import { registerLearner } from './learner';
import { compareLighthouse, type LighthouseFigures, measureLighthouse } from './lighthouse';
import { measureLogin } from './login';
import { measureWeb } from './web';
import type { SessionCheckFigure, WrapperFigure } from './wrapper-cost';

const root = join(__dirname, '..');
const resultsFile = join(root, 'bench', 'results', 'latest.json');

/** The pages people land on: home, the catalogue, login and a course, in English and in Hindi. */
async function landingPages(appUrl: string): Promise<string[]> {
  const courses = (await (await fetch(`${appUrl}/api/course`)).json()) as Array<{ _id: string }>;
  const english = ['/', '/course', '/login', `/course/id/${courses[0]!._id}/detail`];
  return [...english, ...english.map((page) => (page === '/' ? '/hi/' : `/hi${page}`))];
}

/** Lighthouse on the pages people land on. */
async function lighthouseSection(appUrl: string): Promise<LighthouseFigures> {
  const pages = await landingPages(appUrl);
  console.log('\n## Web: Lighthouse, mobile profile, medians of 3 runs per page\n');
  const figures = await measureLighthouse(appUrl, pages, 3);
  console.table(
    figures.pages.map(({ consoleErrors, ...page }) => ({ ...page, consoleErrors: consoleErrors.length })),
  );
  console.log(
    `benchmark index ${figures.benchmarkIndex} · CPU slowdown ${figures.cpuSlowdownMultiplier}× · console errors: ${
      [...new Set(figures.pages.flatMap((page) => page.consoleErrors))].join('; ') || 'none'
    }`,
  );
  return figures;
}

/** Handler in-process vs its own DynamoDB calls replayed directly: detail, dashboard, like. */
async function wrapperCostSection(cookie: string, courseId: string): Promise<WrapperFigure[]> {
  console.log('\n## Handler in-process vs the same DynamoDB calls made directly (medians of 200 each)\n');
  const cookies = cookie.split('; ');
  // Loaded only now, once the stack's environment is set: the DynamoDB client it shares with the
  // handlers reads its endpoint when first loaded, and would otherwise aim at AWS itself.
  const { measureWrapperCost } = await import('./wrapper-cost');
  const figures = await measureWrapperCost([
    {
      name: 'GET /api/course/detail/{id}',
      steps: [
        {
          route: 'GET /api/course/detail/{id}',
          event: { path: `/api/course/detail/${courseId}`, params: { id: courseId } },
        },
      ],
    },
    {
      name: 'GET /api/users/dashboard',
      steps: [{ route: 'GET /api/users/dashboard', event: { path: '/api/users/dashboard', cookies } }],
    },
    {
      name: 'POST /api/user/course/loved + unloved',
      steps: ['loved', 'unloved'].map((what) => ({
        route: `POST /api/user/course/${what}`,
        event: { path: `/api/user/course/${what}`, cookies, body: { id: courseId } },
      })),
    },
  ]);
  console.table(figures);
  return figures;
}

/** The per-call session check (one consistent BatchGetItem) beside a whole call behind a login. */
async function sessionCheckSection(cookie: string): Promise<SessionCheckFigure> {
  console.log('\n## The session check beside a whole call behind a login (medians of 200 each)\n');
  const { measureSessionCheck } = await import('./wrapper-cost');
  const access = /lf_access=([^;]+)/.exec(cookie)?.[1] ?? '';
  const { sub, sid } = decodeJwt(access);
  const figure = await measureSessionCheck(
    'GET /api/users/me',
    { path: '/api/users/me', cookies: cookie.split('; ') },
    { userId: String(sub), sessionId: String(sid) },
  );
  console.table([figure]);
  return figure;
}

function writeResults(results: Record<string, unknown>, name = 'latest.json'): void {
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', name), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${join('bench', 'results', name)}`);
}

/** The whole local stack on free ports, with a table of its own and quiet logs. */
async function startBenchStack() {
  const [port, ddbPort, sesPort] = await Promise.all([freePort(), freePort(), freePort()]);
  process.env.LOG_LEVEL = 'silent';
  return startLocalStack({
    port,
    ddbPort,
    sesPort,
    tableName: 'bench',
    sessionKeys: await rotatedSessionKeys(),
    staticDir: join(root, 'web', 'dist'),
  });
}

/**
 * Send to delivery at every client, for each room size, in one run (clients added between rows),
 * against a stack in a process of its own so the clients do not share its event loop.
 */
async function chatSection(): Promise<ChatFanoutResult[]> {
  console.log(
    `\n## Chat fan-out: send to delivery at every client, ${CHAT_BENCH_SIZES.join(' and ')} open\n`,
  );
  const rows = await runChatFanoutBench({ clients: CHAT_BENCH_SIZES, messages: 10 });
  console.table(chatFanoutTable(rows));
  return rows;
}

/**
 * The fan-out worker alone, CPU per post to a room of 1,000 (chat-worker-cpu.ts), in a process of its
 * own: it points the data layer at a DynamoDB Local of its own.
 */
function chatWorkerCpuSection(): WorkerCpuFigure {
  console.log('\n## Chat: the fan-out worker alone, CPU time per post to a room of 1,000\n');
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, join(__dirname, 'chat-worker-cpu.ts'), '--json'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  ).toString();
  const figure = JSON.parse(output.trim().split('\n').at(-1)!) as WorkerCpuFigure;
  console.table([figure]);
  return figure;
}

/** Every lesson's video checked through the provider client, on the stack's local provider. */
async function contentCheckSection(
  stack: Awaited<ReturnType<typeof startBenchStack>>,
): Promise<ContentCheckFigure[]> {
  console.log('\n## Content check: 100,000 lessons (each its own video) through the provider client\n');
  const figures = await runContentCheckBench(stack.videoProvider);
  console.table(figures);
  return figures;
}

/** `npm run bench -- content-check`: the content check rows alone, merged into the last full run's results. */
async function contentCheckOnly(): Promise<void> {
  // Slow is not down: on a loaded machine DynamoDB Local's first answers (the seed) can take seconds.
  process.env.DYNAMODB_REQUEST_TIMEOUT_MS ??= '30000';
  const stack = await startBenchStack();
  try {
    const contentCheck = await contentCheckSection(stack);
    writeResults({ ...previousResults(), contentCheckDate: new Date().toISOString(), contentCheck });
  } finally {
    await stack.stop();
  }
}

/** `npm run bench -- chat`: the chat rows alone, merged into the last full run's results. */
async function chatOnly(): Promise<void> {
  const chat = await chatSection();
  const chatWorkerCpu = chatWorkerCpuSection();
  writeResults({ ...previousResults(), chatDate: new Date().toISOString(), chat, chatWorkerCpu });
  expectNothingLost(chat);
}

/** `npm run bench -- wrapper`: the handler-cost rows alone, merged into the last full run's results. */
async function wrapperOnly(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const learner = await registerLearner(stack.appUrl, stack.sesEndpoint);
    const courses = (await (await fetch(`${stack.appUrl}/api/course`)).json()) as Array<{ _id: string }>;
    const courseId = courses[0]!._id;
    await fetch(`${stack.appUrl}/api/enroll`, {
      method: 'POST',
      headers: { cookie: learner.cookie, origin: stack.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId }),
    });
    const wrapperCost = await wrapperCostSection(learner.cookie, courseId);
    const sessionCheck = await sessionCheckSection(learner.cookie);
    writeResults({ ...previousResults(), wrapperDate: new Date().toISOString(), wrapperCost, sessionCheck });
  } finally {
    await stack.stop();
  }
}

/**
 * `npm run bench -- cost [--save-every <ms>]`: the scripted learner's counts in bench/results/cost.json
 * and, on the player's own save interval, in bench/cost-counts.json, the reference `npm run cost`
 * prices. Another interval writes bench/results/cost-save-every-<ms>.json only.
 */
async function costOnly(): Promise<void> {
  const saveEvery = argv.includes('--save-every')
    ? Number(argv[argv.indexOf('--save-every') + 1])
    : undefined;
  const capacityLog = join(mkdtempSync(join(tmpdir(), 'learnfree-cost-')), 'capacity.log');
  // Before the stack loads the functions: their DynamoDB client reads it when built.
  process.env.DYNAMODB_CAPACITY_LOG = capacityLog;
  const stack = await startBenchStack();
  try {
    console.log('\n## Cost: one scripted learner, everything the cloud bills, phase by phase\n');
    const result = await runCostScenario({ ...stack, tableName: 'bench' }, capacityLog, saveEvery);
    console.table(costTable(result));
    if (saveEvery === undefined) {
      writeResults(result as unknown as Record<string, unknown>, 'cost.json');
      writeFileSync(join(root, 'bench', 'cost-counts.json'), `${JSON.stringify(result, null, 2)}\n`);
      console.log('Wrote bench/cost-counts.json (priced by npm run cost)');
    } else writeResults(result as unknown as Record<string, unknown>, `cost-save-every-${saveEvery}.json`);
  } finally {
    await stack.stop();
  }
}

/**
 * `npm run bench -- bundles [--before <dir>]`: every function's bundle and require time, and the
 * init of the busiest routes (cold-start.ts), merged into the last full run's results.
 */
async function bundlesOnly(): Promise<void> {
  const before = argv.includes('--before') ? argv[argv.indexOf('--before') + 1] : undefined;
  const stack = await startBenchStack();
  try {
    const { runColdStartBench } = await import('./cold-start');
    const coldStart = await runColdStartBench(stack, before);
    writeResults({ ...previousResults(), bundlesDate: new Date().toISOString(), ...coldStart });
  } finally {
    await stack.stop();
  }
}

const previousResults = (): object =>
  existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as object) : {};

/** `npm run bench -- lighthouse`: the web figures alone, merged into the last full run's results. */
async function webOnly(): Promise<void> {
  const previous = previousResults();
  console.log('\n## Web: what a first visit to / downloads, and the heaviest route chunk\n');
  const web = measureWeb();
  console.table([web]);
  const stack = await startBenchStack();
  try {
    const lighthouse = await lighthouseSection(stack.appUrl);
    writeResults({ ...previous, webDate: new Date().toISOString(), web, lighthouse });
  } finally {
    await stack.stop();
  }
}

/**
 * `npm start` of a checked-out commit, in a process group of its own, on free ports: the product
 * as that commit ran it, its own build and code. Resolves with its address once it serves.
 */
async function startCommit(tree: string): Promise<{ appUrl: string; stop(): void }> {
  const [port, ddbPort, sesPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const child = spawn('npm', ['start'], {
    cwd: tree,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, PORT: String(port), DDB_PORT: String(ddbPort), SES_PORT: String(sesPort) },
  });
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
  };
  const appUrl = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const found = /ready: app (http:\/\/\S+)/.exec(line);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm start of the other commit ended (${code})`)));
  });
  return { appUrl, stop };
}

/**
 * `npm run bench -- lighthouse --against <git ref> [--runs N]`: this build's landing pages beside
 * the same pages of another commit, each served by its own stack, runs alternating (see
 * compareLighthouse). The other commit is checked out and built in a temporary worktree, and runs
 * with `npm start` there; the worktree is removed afterwards.
 */
async function lighthouseAgainst(ref: string, runs: number): Promise<void> {
  execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'ignore' });
  const tree = mkdtempSync(join(tmpdir(), 'learnfree-against-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('worktree', 'add', '--detach', tree, ref);
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    execFileSync('npm', ['run', 'build:web', '--silent'], { cwd: tree, stdio: 'ignore' });
    const before = await startCommit(tree);
    try {
      const after = await startBenchStack();
      try {
        console.log(`\n## Web: Lighthouse, this build beside ${ref}, ${runs} alternating runs per page\n`);
        const pages = await landingPages(after.appUrl);
        const comparison = await compareLighthouse(before.appUrl, after.appUrl, pages, runs);
        console.table(
          comparison.pages.map(({ page, before: b, after: a, beforeRuns, afterRuns }) => ({
            page,
            before: `${b.performance} / ${b.tbtMs} ms`,
            after: `${a.performance} / ${a.tbtMs} ms`,
            'after FCP / LCP': `${a.fcpMs} / ${a.lcpMs} ms`,
            'runs before': beforeRuns.join(' '),
            'runs after': afterRuns.join(' '),
          })),
        );
        console.log(`performance / TBT, medians · CPU slowdown ${comparison.cpuSlowdownMultiplier}×`);
        const lighthouseAgainst = { date: new Date().toISOString(), ref, ...comparison };
        writeResults({ ...previousResults(), lighthouseAgainst });
      } finally {
        await after.stop();
      }
    } finally {
      before.stop();
    }
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
}

/** `npm run bench -- --catalogue-only [--courses N]` runs only the catalogue-scale row. */
const argv = process.argv.slice(2);
const catalogueOnly = argv.includes('--catalogue-only');
const catalogueCourses = Number(argv[argv.indexOf('--courses') + 1] ?? 0) || 100_000;

async function measureCatalogueScale(results: Record<string, unknown>): Promise<void> {
  console.log(`\n## Catalogue at scale: ${catalogueCourses.toLocaleString('en-US')} synthetic courses\n`);
  const scale = await runCatalogueScaleBench(catalogueCourses);
  const { inMemory, overHttp, snapshot, ...figures } = scale;
  console.table([figures]);
  console.log('Index answering directly (ms):');
  console.table(inMemory);
  if (snapshot) {
    const { write, coldWithSnapshotRuns: _w, coldWithoutSnapshotRuns: _wo, ...shown } = snapshot;
    console.log('The snapshot (bytes, ms, MB): in-process, then a cold container through the gateway');
    console.table([
      { ...shown, ...(write ? { writeReadMs: write.readMs, writeBuildMs: write.buildMs } : {}) },
    ]);
  }
  if (overHttp) {
    console.log('Through the local gateway over HTTP (ms):');
    console.table(overHttp);
  }
  results.catalogueScale = scale;
}

async function main(): Promise<void> {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  if (catalogueOnly) {
    await measureCatalogueScale(results);
    return writeResults(results, 'catalogue-scale.json');
  }

  // The stack first: it sets the environment the in-process data layer reads when it loads (the
  // content check's quota ledger below), and the bundles' module loads the manifest, data layer and all.
  const stack = await startBenchStack();
  try {
    // Bundles, require times and the busiest routes' inits (cold-start.ts).
    const { runColdStartBench } = await import('./cold-start');
    Object.assign(results, await runColdStartBench(stack));

    console.log('\n## Web: what a first visit to / downloads (gzip), and the heaviest route chunk\n');
    const web = measureWeb();
    console.table([web]);
    results.web = web;

    const learner = await registerLearner(stack.appUrl, stack.sesEndpoint);
    const courses = (await (await fetch(`${stack.appUrl}/api/course`)).json()) as Array<{ _id: string }>;
    const courseId = courses[0]!._id;
    const auth = { cookie: learner.cookie, origin: stack.appUrl, 'content-type': 'application/json' };
    // Likes need an enrolment, and a dashboard with courses is the realistic case.
    for (const course of courses.slice(0, 3)) {
      await fetch(`${stack.appUrl}/api/enroll`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ courseId: course._id }),
      });
    }
    const table = 'bench';

    console.log('\n## API through the local gateway vs the same DynamoDB Local call made directly\n');
    const load = await measureLoad([
      {
        api: { name: 'GET /api/course', method: 'GET', url: `${stack.appUrl}/api/course` },
        direct: dynamoCall(stack.dynamodbEndpoint, 'Query gsi1 CATALOGUE', 'Query', {
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'CATALOGUE' } },
        }),
      },
      {
        api: {
          name: 'GET /api/course/detail/{id}',
          method: 'GET',
          url: `${stack.appUrl}/api/course/detail/${courseId}`,
        },
        direct: dynamoCall(stack.dynamodbEndpoint, 'GetItem COURSE', 'GetItem', {
          TableName: table,
          Key: { pk: { S: `COURSE#${courseId}` }, sk: { S: 'COURSE' } },
        }),
      },
      {
        api: {
          name: 'GET /api/users/dashboard',
          method: 'GET',
          url: `${stack.appUrl}/api/users/dashboard`,
          headers: auth,
        },
        direct: dynamoCall(stack.dynamodbEndpoint, 'Query USER# COURSE#', 'Query', {
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': { S: `USER#${learner.userId}` }, ':sk': { S: 'COURSE#' } },
        }),
      },
      {
        api: {
          name: 'POST /api/user/course/loved',
          method: 'POST',
          url: `${stack.appUrl}/api/user/course/loved`,
          headers: auth,
          body: JSON.stringify({ id: courseId }),
        },
        direct: dynamoCall(stack.dynamodbEndpoint, 'UpdateItem love', 'UpdateItem', {
          TableName: table,
          Key: { pk: { S: `COURSE#${courseId}` }, sk: { S: 'COURSE' } },
          UpdateExpression: 'ADD bench :zero',
          ExpressionAttributeValues: { ':zero': { N: '0' } },
        }),
      },
    ]);
    console.table(
      load.map((row) => ({
        endpoint: row.api.target,
        conns: row.api.connections,
        'api req/s': row.api.requestsPerSecond,
        'api p50 ms': row.api.latencyMedianMs,
        'api p99 ms': row.api.latencyP99Ms,
        'api mean ms': row.api.latencyMeanMs,
        'api non-2xx': row.api.non2xx,
        'ddb req/s': row.direct.requestsPerSecond,
        'ddb p50 ms': row.direct.latencyMedianMs,
        'ddb p99 ms': row.direct.latencyP99Ms,
        'ddb mean ms': row.direct.latencyMeanMs,
        'ddb÷api req/s': row.overheadRatio,
      })),
    );
    results.api = load;

    results.wrapperCost = await wrapperCostSection(learner.cookie, courseId);
    results.sessionCheck = await sessionCheckSection(learner.cookie);

    results.chat = await chatSection();
    results.chatWorkerCpu = chatWorkerCpuSection();

    results.contentCheck = await contentCheckSection(stack);

    console.log('\n## Login\n');
    const login = await measureLogin(stack.appUrl, learner.email, learner.password);
    console.table([login]);
    results.login = login;

    // Last, on an idle stack: Lighthouse times the page's own work.
    results.lighthouse = await lighthouseSection(stack.appUrl);
  } finally {
    await stack.stop();
  }

  // Its own process: the functions' DynamoDB client points at the stack that was started first.
  console.log(`\n## Catalogue at scale (own process: npm run bench -- --catalogue-only)\n`);
  execFileSync(
    process.execPath,
    [...process.execArgv, __filename, '--catalogue-only', '--courses', String(catalogueCourses)],
    {
      stdio: 'inherit',
    },
  );
  results.catalogueScale = JSON.parse(
    readFileSync(join(root, 'bench', 'results', 'catalogue-scale.json'), 'utf8'),
  ).catalogueScale;
  writeResults(results);
}

const against = argv.includes('--against') ? argv[argv.indexOf('--against') + 1] : undefined;
/** The part of the bench a word on the command line runs alone (`npm run bench -- chat`), first named first. */
const PARTS: Record<string, () => Promise<void>> = {
  lighthouse: webOnly,
  wrapper: wrapperOnly,
  chat: chatOnly,
  'content-check': contentCheckOnly,
  cost: costOnly,
  bundles: bundlesOnly,
};
const named = Object.keys(PARTS).find((word) => argv.includes(word));
const only = against
  ? () => lighthouseAgainst(against, Number(argv[argv.indexOf('--runs') + 1] ?? 0) || 5)
  : named
    ? PARTS[named]!
    : main;
only().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
