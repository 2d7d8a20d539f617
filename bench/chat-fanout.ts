/**
 * Chat fan-out: time from one learner's send to the message's arrival at every connected client,
 * through the local gateway, the send_chat handler, DynamoDB Local, the fan-out workers (run by the
 * gateway's Lambda Invoke API, as Lambda runs them) and the management API. One run measures every
 * room size, smallest first, adding clients to the same room between rows. Run on its own with
 * `npx tsx bench/chat-fanout.ts [--clients=200,1000] [--messages=10]` or `npm run bench -- chat`;
 * `runChatFanoutBench` is for the benchmark runner. Times are from a shared machine: compare runs,
 * not absolute numbers.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { CHAT_RATE } from '../shared/chat';
import { spawnStack } from '../test/support/spawn-stack';
import { registerLearner } from './learner';
import { median, percentile, round } from './stats';

export interface ChatFanoutOptions {
  /** Room sizes to measure, one row each: connected clients, all logged in as the same learner. */
  clients: readonly number[];
  /** Measured messages (after one warm-up message). */
  messages?: number;
  /** A running stack to use; without it the bench starts its own in a separate process, in memory, on free ports. */
  stack?: { appUrl: string; sesEndpoint: string };
}

export interface ChatFanoutResult {
  clients: number;
  messages: number;
  /** Send-to-arrival times over every (message, client) pair that arrived. */
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  /** (message, client) pairs that had not arrived when the next message was sent. */
  lost: number;
}

interface Listener {
  socket: WebSocket;
  arrivals: Map<string, number>;
}

const CONNECT_BATCH = 50;
/** A message not there after this long counts as lost; the next one is sent anyway. */
const DELIVERY_TIMEOUT_MS = 10_000;

function connect(url: string, headers: Record<string, string>): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const listener: Listener = { socket, arrivals: new Map() };
    socket.on('message', (data) => {
      // A message holds one frame, or several that travel together as an array.
      type Frame = { event: string; data: { message?: string } };
      const frames = [JSON.parse(data.toString()) as Frame | Frame[]].flat();
      for (const frame of frames)
        if (frame.event === 'chat' && frame.data.message)
          listener.arrivals.set(frame.data.message, performance.now());
    });
    socket.once('open', () => resolve(listener));
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`connect refused: ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

async function connectAll(count: number, url: string, headers: Record<string, string>): Promise<Listener[]> {
  const listeners: Listener[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, count - start);
    listeners.push(...(await Promise.all(Array.from({ length: batch }, () => connect(url, headers)))));
  }
  return listeners;
}

/** Sends `text` from the first client; resolves each arrival's send-to-arrival time and how many never came. */
async function deliver(listeners: Listener[], text: string): Promise<{ times: number[]; lost: number }> {
  const sentAt = performance.now();
  listeners[0]!.socket.send(JSON.stringify({ action: 'send_chat', message: text }));
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!listeners.every((l) => l.arrivals.has(text)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const arrived = listeners.filter((l) => l.arrivals.has(text));
  if (process.env.CHAT_DETAIL) {
    const t = arrived.map((l) => l.arrivals.get(text)! - sentAt).sort((a, b) => a - b);
    console.log(
      text,
      'min',
      t[0]?.toFixed(1),
      'p50',
      t[t.length >> 1]?.toFixed(1),
      'max',
      t.at(-1)?.toFixed(1),
    );
  }
  return {
    times: arrived.map((l) => l.arrivals.get(text)! - sentAt),
    lost: listeners.length - arrived.length,
  };
}

/** Waits for the next rate-limit window, so a long run never trips the per-learner chat limit. */
async function nextWindow(): Promise<void> {
  const windowMs = CHAT_RATE.windowSeconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 50));
}

/** One row: `messages` messages to everyone connected now, after one unmeasured warm-up message. */
async function measureRow(listeners: Listener[], messages: number): Promise<ChatFanoutResult> {
  // The first message to a new room size loads the workers and opens their sockets: not measured.
  await deliver(listeners, `warm-up ${listeners.length}`);
  const samples: number[] = [];
  let lost = 0;
  const burst = Math.floor(CHAT_RATE.limit / 2);
  for (let n = 1; n <= messages; n++) {
    if (n % burst === 0) await nextWindow();
    const outcome = await deliver(listeners, `bench message ${listeners.length}/${n}`);
    samples.push(...outcome.times);
    lost += outcome.lost;
  }
  return {
    clients: listeners.length,
    messages,
    medianMs: round(median(samples)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(Math.max(...samples)),
    lost,
  };
}

/**
 * The stack in a process of its own, as `npm start` runs it: in one process with the 1,200 clients
 * that time it, the gateway, the workers and the clients' frame parsing would take turns on one
 * event loop, and the figures would measure the clients too.
 */
async function ownStackProcess(): Promise<{ appUrl: string; sesEndpoint: string; stop(): Promise<void> }> {
  const stack = await spawnStack({ LOG_LEVEL: 'silent', STACK_TABLE_NAME: 'bench-chat' });
  return {
    appUrl: stack.url,
    sesEndpoint: stack.sesEndpoint,
    stop: async () => {
      stack.child.kill('SIGTERM');
      await stack.exited;
    },
  };
}

export async function runChatFanoutBench(options: ChatFanoutOptions): Promise<ChatFanoutResult[]> {
  const messages = options.messages ?? 10;
  let target = options.stack;
  let stop = async () => {};
  if (!target) {
    const stack = await ownStackProcess();
    target = stack;
    stop = stack.stop;
  }
  const listeners: Listener[] = [];
  try {
    const learner = await registerLearner(target.appUrl, target.sesEndpoint, 'chat');
    const url = `${target.appUrl.replace(/^http/, 'ws')}/socket.io`;
    const headers = { Cookie: learner.cookie, Origin: target.appUrl };
    const rows: ChatFanoutResult[] = [];
    for (const size of [...options.clients].sort((a, b) => a - b)) {
      listeners.push(...(await connectAll(size - listeners.length, url, headers)));
      rows.push(await measureRow(listeners, messages));
    }
    return rows;
  } finally {
    for (const { socket } of listeners) socket.terminate();
    await stop();
  }
}

/** The rows as the bench prints them. */
export const chatFanoutTable = (rows: readonly ChatFanoutResult[]) =>
  rows.map((row) => ({
    clients: row.clients,
    messages: row.messages,
    'median ms': row.medianMs,
    'p99 ms': row.p99Ms,
    'max ms': row.maxMs,
    lost: row.lost,
  }));

/**
 * The room sizes the bench measures. Their times are the local management API's more than the
 * product's (docs/performance.md): the guard is that nothing is lost.
 */
export const CHAT_BENCH_SIZES = [200, 1000] as const;

/** Throws when any row lost a delivery: the bench's regression guard. */
export function expectNothingLost(rows: readonly ChatFanoutResult[]): void {
  const lossy = rows.filter((row) => row.lost > 0);
  if (lossy.length > 0) {
    throw new Error(
      `Chat fan-out lost deliveries: ${lossy.map((row) => `${row.lost} at ${row.clients} connections`).join(', ')}`,
    );
  }
}

if (require.main === module) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const clients = arg('clients')?.split(',').map(Number) ?? [...CHAT_BENCH_SIZES];
  runChatFanoutBench({ clients, messages: Number(arg('messages') ?? 10) })
    .then((rows) => {
      console.log('\n## Chat fan-out: send to arrival at every client\n');
      console.table(chatFanoutTable(rows));
      expectNothingLost(rows);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
