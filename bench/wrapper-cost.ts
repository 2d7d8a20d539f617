/**
 * What a handler costs on top of its DynamoDB calls. Each route's handler is invoked in-process with
 * a realistic API Gateway event (cookies, origin, the edge's secret), and beside it the very DynamoDB
 * commands that invocation sent are replayed through the same client, in the same process, with the
 * same concurrency (commands that were in flight together are sent together again). The two
 * alternate call by call, so both see the same machine; the ratio of their medians is the cost of
 * the wrapper, the session check, validation and the domain code.
 */
import { performance } from 'node:perf_hooks';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { db as Db } from '../functions/lib/aws';
import { ORIGIN_SECRET_HEADER } from '../functions/lib/edge-headers';
import { apiEvent, type EventInput } from '../test/support/events';
import { median, round } from './stats';

// The client and the handlers read the function environment when they load, which the bench sets
// only once its stack has started: they are loaded then.
const functions = async () => ({
  db: (await import('../functions/lib/aws')).db,
  httpHandler: (await import('../infra/local/handlers')).httpHandler,
});

type Command = Parameters<typeof Db.send>[0];
type CommandClass = new (input: unknown) => Command;

/** The commands one handler call sent, grouped into waves of commands that were in flight together. */
type Recording = Array<Array<{ make: CommandClass; input: unknown }>>;

/** Runs `work` while recording every command the shared client sends. */
async function recordCommands(work: () => Promise<unknown>): Promise<Recording> {
  const { db } = await functions();
  const waves: Recording = [];
  let inFlight = 0;
  const send = db.send.bind(db);
  db.send = (async (command: Command, ...rest: unknown[]) => {
    if (inFlight === 0) waves.push([]);
    waves.at(-1)!.push({
      make: command.constructor as CommandClass,
      input: structuredClone((command as unknown as { input: unknown }).input),
    });
    inFlight++;
    try {
      return await (send as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
    } finally {
      inFlight--;
    }
  }) as typeof db.send;
  try {
    await work();
  } finally {
    db.send = send;
  }
  return waves;
}

async function replay(recording: Recording): Promise<void> {
  const { db } = await functions();
  for (const wave of recording) {
    await Promise.all(wave.map(({ make, input }) => db.send(new make(structuredClone(input)))));
  }
}

export interface WrapperCase {
  name: string;
  /** One step or several that return the data to its first state (a like, then its unlike). */
  steps: Array<{ route: string; event: EventInput }>;
}

export interface WrapperFigure {
  route: string;
  calls: number;
  handlerMedianMs: number;
  bareMedianMs: number;
  ratio: number;
}

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

async function invoke(route: string, event: EventInput): Promise<void> {
  const { httpHandler } = await functions();
  const result = (await httpHandler(route)(
    apiEvent({
      ...event,
      headers: { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET ?? '', ...event.headers },
    }),
  )) as APIGatewayProxyStructuredResultV2;
  const status = result.statusCode ?? 200;
  if (status >= 300) throw new Error(`${route} answered ${status}: ${result.body}`);
}

/** Handler and bare calls, `rounds` times each, alternating; medians per step sequence. */
export async function measureWrapperCost(cases: WrapperCase[], rounds = 200): Promise<WrapperFigure[]> {
  const figures: WrapperFigure[] = [];
  for (const { name, steps } of cases) {
    const run = () => steps.reduce((p, s) => p.then(() => invoke(s.route, s.event)), Promise.resolve());
    await run(); // warm: modules loaded, the session key imported, connections open
    const recordings: Recording[] = [];
    for (const step of steps) recordings.push(await recordCommands(() => invoke(step.route, step.event)));
    const bare = async () => {
      for (const recording of recordings) await replay(recording);
    };
    await bare();
    const handlerTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      if (i % 2 === 0) {
        handlerTimes.push(await timed(run));
        bareTimes.push(await timed(bare));
      } else {
        bareTimes.push(await timed(bare));
        handlerTimes.push(await timed(run));
      }
    }
    const handlerMedianMs = median(handlerTimes);
    const bareMedianMs = median(bareTimes);
    figures.push({
      route: name,
      calls: recordings.flat(2).length,
      handlerMedianMs: round(handlerMedianMs, 2),
      bareMedianMs: round(bareMedianMs, 2),
      ratio: round(handlerMedianMs / bareMedianMs, 2),
    });
  }
  return figures;
}

export interface SessionCheckFigure {
  route: string;
  handlerMedianMs: number;
  sessionCheckMedianMs: number;
  /** The session check's part of the whole call. */
  share: number;
}

/**
 * What checking the session in storage adds to a call behind a login: the whole handler call and
 * the check alone (`liveAccount`, the BatchGetItem the wrapper sends), alternating call by call.
 */
export async function measureSessionCheck(
  route: string,
  event: EventInput,
  session: { userId: string; sessionId: string },
  rounds = 200,
): Promise<SessionCheckFigure> {
  const { liveAccount } = await import('../functions/data/sessions');
  const call = () => invoke(route, event);
  const check = () => liveAccount(session.userId, session.sessionId);
  await call();
  const handlerTimes: number[] = [];
  const checkTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const [first, second] = i % 2 === 0 ? [call, check] : [check, call];
    const a = await timed(first);
    const b = await timed(second);
    handlerTimes.push(first === call ? a : b);
    checkTimes.push(first === call ? b : a);
  }
  const handlerMedianMs = median(handlerTimes);
  const sessionCheckMedianMs = median(checkTimes);
  return {
    route,
    handlerMedianMs: round(handlerMedianMs, 2),
    sessionCheckMedianMs: round(sessionCheckMedianMs, 2),
    share: round(sessionCheckMedianMs / handlerMedianMs, 2),
  };
}
