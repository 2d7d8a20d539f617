/**
 * `npm run bench -- cost`: one scripted learner through the local gateway, phase by phase, with
 * everything the cloud bills counted (cost-counter.ts): sign-up with the verification mail, a
 * visitor's and a learner's browsing, opening the player, a 30-minute lesson on the player's own
 * save policy (its constants, on a simulated clock), a session refresh, notes, a quiz attempt, a
 * password reset, and 10 chat messages in a room of 50 connections. `npm run cost` turns the counts
 * into a monthly bill. `--save-every <ms>` replays the lesson with another save interval (the old
 * player saved every 15,000 ms) and writes its counts beside, without touching the reference file.
 */
import WebSocket from 'ws';
import type { Course } from '../shared/types';
import { MIN_MOVE_SECONDS, SAVE_EVERY_MS } from '../web/src/features/learning/hooks/use-resume-recorder';
import { type CostCounts, countGateway, countsBetween } from './cost-counter';
import { registerLearner } from './learner';

export const LESSON_MINUTES = 30;
export const CHAT_ROOM = 50;
export const CHAT_MESSAGES = 10;
/** The learner pauses once, for a minute, as people do to take a note. */
const PAUSE = { atSecond: 750, seconds: 60 };

export interface Phase extends CostCounts {
  /** Mails the local SES received. */
  mails: number;
  /** WebSocket connections opened (each a $connect and, when closed, a $disconnect run). */
  wsConnections: number;
  /** Frames clients sent (each a message for API Gateway and a function run). */
  wsSent: number;
  /** Frames clients received, and their bytes. */
  wsReceived: number;
  wsReceivedBytes: number;
}

export interface CostScenarioResult {
  date: string;
  /** The player's save policy the lesson followed. */
  saveEveryMs: number;
  minMoveSeconds: number;
  lessonMinutes: number;
  chatRoom: number;
  chatMessages: number;
  /** Each route's memory as deployed (the manifest's memoryMb, else the stack's default). */
  memoryMb: Record<string, number>;
  phases: Record<string, Phase>;
}

export interface CostStack {
  appUrl: string;
  sesEndpoint: string;
  gateway: { server: import('node:http').Server };
}

/** The player's save decisions over a lesson on a simulated clock: the positions it would send. */
export function lessonSaves(minutes: number, saveEveryMs: number, minMoveSeconds: number): number[] {
  const end = minutes * 60;
  const pause = { from: PAUSE.atSecond, to: PAUSE.atSecond + PAUSE.seconds };
  const saves: number[] = [];
  let last = 0;
  const save = (at: number) => {
    if (Math.abs(at - last) < minMoveSeconds) return;
    saves.push(at);
    last = at;
  };
  let position = 0;
  let tickerStart = 0;
  for (let second = 1; second <= end + (pause.to - pause.from); second++) {
    const paused = second > pause.from && second <= pause.to;
    if (second === pause.from + 1) save(position); // the pause itself
    if (paused) {
      tickerStart = second; // playing again starts a new interval
      continue;
    }
    position += 1;
    if (position === end) return saves; // the end: the lesson is ticked, not saved at its last second
    if ((second - tickerStart) % (saveEveryMs / 1000) === 0) save(position);
  }
  return saves;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function mailCount(sesEndpoint: string): Promise<number> {
  return (await json<{ emails: unknown[] }>(await fetch(`${sesEndpoint}/store`))).emails.length;
}

export async function runCostScenario(
  stack: CostStack,
  capacityLog: string,
  saveEveryMs = SAVE_EVERY_MS,
): Promise<CostScenarioResult> {
  const { matchRoute } = await import('../infra/local/gateway');
  const { httpRoutes } = await import('../functions/routes');
  const { withQuizzes, sampleQuiz, sampleAnswers } = await import('../test/support/quiz-client');
  const app = stack.appUrl;
  const counter = countGateway(stack.gateway.server, capacityLog, matchRoute);
  const ws = { wsConnections: 0, wsSent: 0, wsReceived: 0, wsReceivedBytes: 0 };
  const phases: Record<string, Phase> = {};
  /** Runs `steps` as the phase `name`, counting only what it does. */
  const phase = async (name: string, steps: () => Promise<void>) => {
    const before = { counts: counter.snapshot(), mails: await mailCount(stack.sesEndpoint), ws: { ...ws } };
    await steps();
    // Let the last asynchronous work (fan-out workers, mail) land before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    phases[name] = {
      ...countsBetween(before.counts, counter.snapshot()),
      mails: (await mailCount(stack.sesEndpoint)) - before.mails,
      wsConnections: ws.wsConnections - before.ws.wsConnections,
      wsSent: ws.wsSent - before.ws.wsSent,
      wsReceived: ws.wsReceived - before.ws.wsReceived,
      wsReceivedBytes: ws.wsReceivedBytes - before.ws.wsReceivedBytes,
    };
  };

  // Set-up, not counted: a course with a quiz.
  const courses = await json<Array<{ _id: string }>>(await fetch(`${app}/api/course`));
  const course = await json<Course>(await fetch(`${app}/api/course/detail/${courses[0]!._id}`));
  const [quiz] = await withQuizzes(course, [sampleQuiz('What the lesson taught', 1)]);
  const lessonId = course.lessons![0]!._id;
  const nextLessonId = course.lessons![1]?._id ?? lessonId;

  let learner = { cookie: '', email: '', password: '' };
  await phase('signup', async () => {
    learner = await registerLearner(app, stack.sesEndpoint, 'cost');
  });
  /** A call as the browser makes it, keeping the cookies a refresh rotates. */
  const asLearner = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${app}${path}`, {
      method,
      headers: {
        cookie: learner.cookie,
        origin: app,
        'accept-encoding': 'br, gzip',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const jar = new Map(learner.cookie.split('; ').map((c) => [c.split('=')[0], c] as const));
    for (const set of response.headers.getSetCookie()) jar.set(set.split('=')[0], set.split(';')[0]!);
    learner.cookie = [...jar.values()].join('; ');
    await response.arrayBuffer();
  };
  const asVisitor = (path: string) =>
    fetch(`${app}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer());
  const id = course._id;

  // What the pages ask on load (the web app's loaders and hooks).
  const browse = async (get: (path: string) => Promise<unknown>) => {
    await get('/api/catalogue?limit=8&sort=popular'); // home
    await get('/api/catalogue?limit=24'); // catalogue
    await get(`/api/course/detail/${id}`); // a course page
  };
  await phase('visitorBrowse', () => browse(asVisitor));
  await phase('learnerBrowse', async () => {
    await asLearner('/api/token/refresh'); // the session, on load
    await browse((path) => asLearner(path));
    await asLearner('/api/users/dashboard');
    await asLearner('/api/recommended/course');
  });
  await phase('enrol', async () => {
    await asLearner('/api/enroll', 'POST', { courseId: id });
  });
  await phase('playerOpen', async () => {
    await asLearner(`/api/course/play/${id}`);
    await asLearner(`/api/lesson/completed/${id}`);
    await asLearner(`/api/course/${id}/quizzes`);
    await asLearner('/api/note', 'POST', { courseId: id, lessonId });
    await asLearner(`/api/course/${id}/lessons/${lessonId}/questions`);
  });
  await phase('lesson', async () => {
    for (const position of lessonSaves(LESSON_MINUTES, saveEveryMs, MIN_MOVE_SECONDS))
      await asLearner('/api/progress/position', 'PUT', { courseId: id, lessonId, position });
    // Played to its end: the lesson is ticked and the next lesson's start recorded.
    await asLearner('/api/lesson/complete', 'PUT', { courseId: id, lessonId, done: true });
    await asLearner('/api/progress/position', 'PUT', { courseId: id, lessonId: nextLessonId, position: 0 });
  });
  await phase('sessionRefresh', async () => {
    await asLearner('/api/token/refresh');
  });
  await phase('notes', async () => {
    await asLearner('/api/note/new', 'POST', {
      courseId: id,
      lessonId,
      title: 'Loops',
      content: 'A while loop runs until its condition is false.',
      position: 95,
    });
    await asLearner(`/api/notebook/${id}`);
  });
  await phase('quiz', async () => {
    await asLearner(`/api/quiz/${quiz!._id}`);
    await asLearner(`/api/quiz/${quiz!._id}/attempt`, 'POST', { answers: sampleAnswers(3) });
  });
  await phase('passwordReset', async () => {
    await fetch(`${app}/api/users/reset`, {
      method: 'POST',
      headers: { origin: app, 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email }),
    });
  });

  const url = `${app.replace(/^http/, 'ws')}/socket.io`;
  const sockets: WebSocket[] = [];
  const seen = new Map<string, number>();
  await phase('chatConnect', async () => {
    for (let n = 0; n < CHAT_ROOM; n++) {
      const socket = new WebSocket(url, { headers: { Cookie: learner.cookie, Origin: app } });
      socket.on('message', (data: Buffer) => {
        ws.wsReceived += 1;
        ws.wsReceivedBytes += data.length;
        const frame = JSON.parse(data.toString()) as { data?: { message?: string } };
        const text = frame.data?.message;
        if (text) seen.set(text, (seen.get(text) ?? 0) + 1);
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      ws.wsConnections += 1;
      sockets.push(socket);
    }
  });
  await phase('chatMessages', async () => {
    for (let n = 1; n <= CHAT_MESSAGES; n++) {
      const text = `cost bench message ${n}`;
      sockets[0]!.send(JSON.stringify({ action: 'send_chat', message: text }));
      ws.wsSent += 1;
      const deadline = Date.now() + 10_000;
      while ((seen.get(text) ?? 0) < CHAT_ROOM && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  await phase('chatDisconnect', async () => {
    await Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve).close())),
    );
  });
  counter.stop();

  const memoryMb = Object.fromEntries(httpRoutes.map((route) => [route.key, route.memoryMb ?? 256]));
  return {
    date: new Date().toISOString(),
    saveEveryMs,
    minMoveSeconds: MIN_MOVE_SECONDS,
    lessonMinutes: LESSON_MINUTES,
    chatRoom: CHAT_ROOM,
    chatMessages: CHAT_MESSAGES,
    memoryMb,
    phases,
  };
}

/** The calls of one phase, all routes together. */
const apiCalls = (phase: CostCounts): number =>
  Object.values(phase.api).reduce((sum, route) => sum + route.calls, 0);

/** The counts as the bench prints them: one row per phase. */
export const costTable = (result: CostScenarioResult) =>
  Object.entries(result.phases).map(([name, p]) => ({
    phase: name,
    'API calls': apiCalls(p),
    routes: Object.entries(p.api)
      .map(([route, r]) => `${route} ×${r.calls}`)
      .join(', '),
    RRU: Math.round(p.read * 10) / 10,
    WRU: Math.round(p.write * 10) / 10,
    mails: p.mails,
    'ws in/out': `${p.wsSent}/${p.wsReceived}`,
    pushes: p.pushes,
    workers: p.workerRuns,
  }));
