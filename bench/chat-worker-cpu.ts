/**
 * The Lambda side of one chat message to a room of 1,000: the CPU time the fan-out worker spends per
 * post, measured in the worker alone. The room's connections are stored in a DynamoDB Local of its
 * own; the worker's code (functions/chat/fan-out.ts) runs in this process, run of shards by run of
 * shards as Lambda would run each worker, and posts to a management API stand-in in another process
 * that answers every post at once. So this process's CPU time (process.cpuUsage: user and system)
 * is the worker's own: reading its shards, signing, TLS aside, writing and reading each post, and
 * nothing of the management API's side, which in AWS is API Gateway's (see docs/capacity.md).
 *
 * Run alone with `npx tsx bench/chat-worker-cpu.ts [--connections=1000] [--messages=20] [--json]`;
 * also part of `npm run bench -- chat`, in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startDynamoDbLocal } from '../infra/local/dynamodb';
import { ensureTable } from '../infra/local/table';
import { freePort } from '../test/support/free-port';
import { median, round } from './stats';

export interface WorkerCpuFigure {
  connections: number;
  messages: number;
  /** Worker runs per message (runs of shards, workerRanges). */
  workersPerMessage: number;
  /** CPU per post: user + system, and each. */
  cpuUsPerPost: number;
  userUsPerPost: number;
  systemUsPerPost: number;
  /** CPU of all the workers of one message together. */
  cpuMsPerMessage: number;
  /** One worker run from start to its last answer, median. */
  wallMsPerWorkerRun: number;
  delivered: number;
  failed: number;
}

/** An HTTP server in a process of its own answering every request 200 as soon as its body is read. */
const SINK = `
const server = require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => response.end());
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

async function startSink(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', SINK], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the management API stand-in ended (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A message as the room receives it (functions/chat/community.ts), of a typical length. */
const frame = (n: number) => ({
  event: 'chat',
  data: {
    _id: `benchmessage${String(n).padStart(8, '0')}`,
    user: { _id: 'benchuser0000000000000', name: 'Bench Learner' },
    message: 'Has anyone finished the third lesson? The exercise on closures took me a while.',
    createdAt: new Date().toISOString(),
  },
});

export async function measureWorkerCpu({
  connections = 1000,
  messages = 20,
}: {
  connections?: number;
  messages?: number;
} = {}): Promise<WorkerCpuFigure> {
  const dynamodb = await startDynamoDbLocal({ port: await freePort() });
  const sink = await startSink();
  try {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      TABLE_NAME: 'worker-cpu',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    await ensureTable(dynamodb.endpoint, 'worker-cpu');
    // Loaded once the environment points at this DynamoDB Local: the client reads it when built.
    const { saveConnection, shardCounts } = await import('../functions/data/connections');
    const { deliverToShards, forEachLimited } = await import('../functions/chat/fan-out');
    const { workerRanges } = await import('../functions/data/shards');
    const room = 'community';
    const ids = Array.from({ length: connections }, (_, i) => `benchconn${String(i).padStart(6, '0')}`);
    await forEachLimited(ids, 16, (connectionId) =>
      saveConnection(room, {
        connectionId,
        userId: `benchuser${connectionId}`,
        name: 'Bench Learner',
        connectedAt: new Date().toISOString(),
      }),
    );
    const ranges = workerRanges(await shardCounts(room, true));
    const runAll = async (n: number) => {
      const runs = [];
      for (const range of ranges) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        const result = await deliverToShards({ room, ...range, frame: frame(n), endpoint: sink.url });
        runs.push({ cpu: process.cpuUsage(cpu), ms: performance.now() - started, result });
      }
      return runs;
    };
    await runAll(0); // warm: modules compiled, sockets open, the signing key derived
    const runs = [];
    for (let n = 1; n <= messages; n++) runs.push(...(await runAll(n)));
    const posts = runs.reduce((sum, run) => sum + run.result.delivered + run.result.failed, 0);
    const user = runs.reduce((sum, run) => sum + run.cpu.user, 0);
    const system = runs.reduce((sum, run) => sum + run.cpu.system, 0);
    return {
      connections,
      messages,
      workersPerMessage: ranges.length,
      cpuUsPerPost: round((user + system) / posts),
      userUsPerPost: round(user / posts),
      systemUsPerPost: round(system / posts),
      cpuMsPerMessage: round((user + system) / 1000 / messages),
      wallMsPerWorkerRun: round(median(runs.map((run) => run.ms))),
      delivered: runs.reduce((sum, run) => sum + run.result.delivered, 0),
      failed: runs.reduce((sum, run) => sum + run.result.failed, 0),
    };
  } finally {
    sink.child.kill();
    await dynamodb.stop();
  }
}

if (require.main === module) {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  measureWorkerCpu({
    connections: Number(option('connections') ?? 1000),
    messages: Number(option('messages') ?? 20),
  })
    .then((figure) => {
      // --json: for the bench runner, which runs this in a process of its own (its own environment).
      if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(figure)}\n`);
      else console.table([figure]);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
