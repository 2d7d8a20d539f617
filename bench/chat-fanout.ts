/**
 * Chat fan-out: time from one learner's send to the message's arrival at every connected client,
 * through the local gateway, the send_chat handler, DynamoDB Local and the management API. Run on its
 * own with `npx tsx bench/chat-fanout.ts [--clients=200] [--messages=10]`; `runChatFanoutBench` is
 * for the benchmark runner. Times are from a shared machine: compare runs, not absolute numbers.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startLocalStack } from '../infra/local/stack';
import { rotatedSessionKeys } from '../infra/session-keys/keys';
import { CHAT_RATE } from '../shared/chat';
import { freePort } from '../test/support/free-port';
import { registerLearner } from './learner';
import { median, percentile, round } from './stats';

export interface ChatFanoutOptions {
  /** Connected clients, all logged in as the same learner. */
  clients: number;
  /** Measured messages (after one warm-up message). */
  messages?: number;
  /** A running stack to use; without it the bench starts its own, in memory, on free ports. */
  stack?: { appUrl: string; sesEndpoint: string };
}

export interface ChatFanoutResult {
  clients: number;
  messages: number;
  /** Send-to-arrival times over every (message, client) pair. */
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

interface Listener {
  socket: WebSocket;
  arrivals: Map<string, number>;
}

const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 30_000;

function connect(url: string, headers: Record<string, string>): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const listener: Listener = { socket, arrivals: new Map() };
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { event: string; data: { message?: string } };
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

/** Sends `text` from the first client and resolves each client's send-to-arrival time. */
async function deliver(listeners: Listener[], text: string): Promise<number[]> {
  const sentAt = performance.now();
  listeners[0]!.socket.send(JSON.stringify({ action: 'send_chat', message: text }));
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!listeners.every((l) => l.arrivals.has(text))) {
    if (Date.now() > deadline) {
      const missing = listeners.filter((l) => !l.arrivals.has(text)).length;
      throw new Error(`"${text}" did not reach ${missing} of ${listeners.length} clients`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return listeners.map((l) => l.arrivals.get(text)! - sentAt);
}

/** Waits for the next rate-limit window, so a long run never trips the per-learner chat limit. */
async function nextWindow(): Promise<void> {
  const windowMs = CHAT_RATE.windowSeconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 50));
}

export async function runChatFanoutBench(options: ChatFanoutOptions): Promise<ChatFanoutResult> {
  const messages = options.messages ?? 10;
  let target = options.stack;
  let stop = async () => {};
  if (!target) {
    const [port, ddbPort, sesPort] = await Promise.all([freePort(), freePort(), freePort()]);
    process.env.LOG_LEVEL ??= 'silent';
    const stack = await startLocalStack({
      port,
      ddbPort,
      sesPort,
      tableName: 'bench-chat',
      sessionKeys: await rotatedSessionKeys(),
    });
    target = stack;
    stop = stack.stop;
  }
  let listeners: Listener[] = [];
  try {
    const learner = await registerLearner(target.appUrl, target.sesEndpoint, 'chat');
    const url = `${target.appUrl.replace(/^http/, 'ws')}/socket.io`;
    listeners = await connectAll(options.clients, url, { Cookie: learner.cookie, Origin: target.appUrl });

    // The first message loads the handler and opens the management client's sockets: not measured.
    await deliver(listeners, 'warm-up');
    const samples: number[] = [];
    const burst = Math.floor(CHAT_RATE.limit / 2);
    for (let n = 1; n <= messages; n++) {
      if (n % burst === 0) await nextWindow();
      samples.push(...(await deliver(listeners, `bench message ${n}`)));
    }
    return {
      clients: options.clients,
      messages,
      medianMs: round(median(samples)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(Math.max(...samples)),
    };
  } finally {
    for (const { socket } of listeners) socket.terminate();
    await stop();
  }
}

if (require.main === module) {
  const arg = (name: string, fallback: number) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  runChatFanoutBench({ clients: arg('clients', 200), messages: arg('messages', 10) })
    .then((result) => {
      console.log('\n## Chat fan-out: send to arrival at every client\n');
      console.table([
        {
          clients: result.clients,
          messages: result.messages,
          'median ms': result.medianMs,
          'p99 ms': result.p99Ms,
          'max ms': result.maxMs,
        },
      ]);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
