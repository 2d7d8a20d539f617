/**
 * `npm run bench -- cost`: one scripted learner through the local gateway, phase by phase, with
 * everything the cloud bills counted (cost-counter.ts): sign-up with the verification mail, a
 * visitor's and a learner's browsing, opening the player, a 30-minute lesson on the player's own
 * save policy (its constants, on a simulated clock), a session refresh, notes, a quiz attempt, a
 * password reset, and the chat as the web app's socket speaks it: 50 connections that each ask for
 * the history on opening, 10 messages in that room, and the frames a socket sends on its own over an
 * hour open (the keep-alive, on the client's constant and a simulated clock). `npm run cost` turns
 * the counts into a monthly bill. `--save-every <ms>` replays the lesson with another save interval (the old
 * player saved every 15,000 ms) and writes its counts beside, without touching the reference file.
 */
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { CHAT_KEEPALIVE_MS } from '../shared/chat';
import type { Course } from '../shared/types';
import { MIN_MOVE_SECONDS, SAVE_EVERY_MS } from '../web/src/features/learning/hooks/use-resume-recorder';
import { type CostCounts, countGateway, countsBetween } from './cost-counter';
import { registerLearner } from './learner';

export const LESSON_MINUTES = 30;
export const CHAT_ROOM = 50;
export const CHAT_MESSAGES = 10;
/** The time one chat connection is held open to count what the client sends unprompted. */
export const CHAT_IDLE_MINUTES = 60;
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
  /** The minutes of the `chatIdle` phase: one connection open, nobody writing. */
  chatIdleMinutes: number;
  /** Each route's memory as deployed (the manifest's memoryMb, else the stack's default). */
  memoryMb: Record<string, number>;
  phases: Record<string, Phase>;
}

export interface CostStack {
  appUrl: string;
  sesEndpoint: string;
  /** DynamoDB Local, to move the learner's last save back (see `lastSaveBack`); its table's name. */
  dynamodbEndpoint: string;
  tableName: string;
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

/**
 * The frames the web app's socket sends on its own while open for `minutes` with nobody writing: one
 * keep-alive after each `everyMs` of silence (web/src/lib/socket.ts), nothing else.
 */
export const idleFrames = (minutes: number, everyMs: number): number =>
  Math.floor((minutes * 60_000) / everyMs);

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Moves the time of the learner's last position save in the course (kept on the enrolment beside the
 * resume point) back by `seconds`: the time a real lesson takes between two saves, which the
 * scenario does not wait. Without it every save would credit no watched time and skip the day's
 * write that a real save makes. Sent to DynamoDB Local directly, past the functions' capacity log,
 * so it is not counted.
 */
async function lastSaveBack(
  stack: CostStack,
  userId: string,
  courseId: string,
  seconds: number,
): Promise<void> {
  const response = await fetch(stack.dynamodbEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.UpdateItem',
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify({
      TableName: stack.tableName,
      Key: { pk: { S: `USER#${userId}` }, sk: { S: `COURSE#${courseId}` } },
      UpdateExpression: 'SET savedAt = savedAt - :gap',
      ConditionExpression: 'attribute_exists(savedAt)',
      ExpressionAttributeValues: { ':gap': { N: String(seconds * 1000) } },
    }),
  });
  // No save yet (the first of all) is fine: that save starts a span and credits nothing.
  if (!response.ok && !(await response.text()).includes('ConditionalCheckFailed'))
    throw new Error(`moving the last save back failed: ${response.status}`);
}

async function mailCount(sesEndpoint: string): Promise<number> {
  return (await json<{ emails: unknown[] }>(await fetch(`${sesEndpoint}/store`))).emails.length;
}

/** A frame to the browser (one of a message's). */
interface Frame {
  event?: string;
  data?: { message?: string };
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

  // What the pages ask (the web app's loaders and hooks, as a browser's requests show them).
  const browse = async (get: (path: string) => Promise<unknown>) => {
    await get('/api/catalogue?limit=8&sort=popular'); // home
    await get('/api/catalogue?limit=24'); // catalogue
    await get(`/api/course/detail/${id}`); // a course page
    await get(`/api/course/${id}/reviews?sort=helpful`); // its reviews
  };
  await phase('visitorBrowse', () => browse(asVisitor));
  // Enrolled first: a returning learner's pages are those of an enrolled one.
  await phase('enrol', async () => {
    await asLearner('/api/enroll', 'POST', { courseId: id });
  });
  // A visit opens the dashboard (the page a logged-in learner lands on), then moves in the app.
  await phase('learnerBrowse', async () => {
    // The session on load, with the account (theme, player settings) it brings along: one call.
    await asLearner('/api/token/refresh?account=1');
    // The courses, the picks, the cards due and the goal ring and streak, in one answer.
    await asLearner('/api/users/dashboard');
    await browse((path) => asLearner(path));
    // A course page of an enrolled course shows how far the learner is (the play answer says; it
    // carries the quizzes and the resume lesson's notes too, for the player).
    await asLearner(`/api/course/play/${id}`);
  });
  await phase('playerOpen', async () => {
    // One call: the course with the completed lessons, the quizzes and the opened lesson's notes.
    // Opened from the dashboard's Continue card, or a minute or more after the course page's answer
    // (or after a write since); from the course page within the minute the player asks nothing.
    await asLearner(`/api/course/play/${id}`);
    // The player's settings come from the account the page load read already.
  });
  const userId = decodeJwt(/lf_access=([^;]+)/.exec(learner.cookie)![1]!).sub!;
  await phase('lesson', async () => {
    let previous = 0;
    for (const position of lessonSaves(LESSON_MINUTES, saveEveryMs, MIN_MOVE_SECONDS)) {
      // As much time passed as the video moved (the pause's minute adds time, not video).
      await lastSaveBack(stack, userId, id, position - previous);
      previous = position;
      await asLearner('/api/progress/position', 'PUT', { courseId: id, lessonId, position });
    }
    // Played to its end: the lesson is ticked and the next lesson's start recorded.
    await asLearner('/api/lesson/complete', 'PUT', { courseId: id, lessonId, done: true });
    await asLearner('/api/progress/position', 'PUT', { courseId: id, lessonId: nextLessonId, position: 0 });
  });
  // One of the periodic refreshes (every `sessionRefreshMs`): the session alone.
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
  /** Waits until the sockets have received `count` more messages (at most 10 s). */
  const received = async (count: number) => {
    const wanted = ws.wsReceived + count;
    const deadline = Date.now() + 10_000;
    while (ws.wsReceived < wanted && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
  };
  /** Sends a frame as the web app's socket does, counted. */
  const send = (socket: WebSocket, frame: object) => {
    socket.send(JSON.stringify(frame));
    ws.wsSent += 1;
  };
  await phase('chatConnect', async () => {
    for (let n = 0; n < CHAT_ROOM; n++) {
      const socket = new WebSocket(url, { headers: { Cookie: learner.cookie, Origin: app } });
      socket.on('message', (data: Buffer) => {
        ws.wsReceived += 1;
        ws.wsReceivedBytes += data.length;
        // A message holds one frame or several (an array of them).
        const parsed = JSON.parse(data.toString()) as Frame | Frame[];
        for (const frame of Array.isArray(parsed) ? parsed : [parsed]) {
          const text = frame.event === 'chat' ? frame.data?.message : undefined;
          if (text) seen.set(text, (seen.get(text) ?? 0) + 1);
        }
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      ws.wsConnections += 1;
      sockets.push(socket);
      // The client asks for the history as soon as it is open.
      send(socket, { action: 'history' });
      await received(1);
    }
  });
  await phase('chatMessages', async () => {
    for (let n = 1; n <= CHAT_MESSAGES; n++) {
      const text = `cost bench message ${n}`;
      send(sockets[0]!, { action: 'send_chat', message: text });
      const deadline = Date.now() + 10_000;
      while ((seen.get(text) ?? 0) < CHAT_ROOM && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  await phase('chatIdle', async () => {
    // The keep-alives of one socket over the hour, each from another socket so that no frame limit
    // (a few a minute per connection) answers in place of the route.
    const frames = idleFrames(CHAT_IDLE_MINUTES, CHAT_KEEPALIVE_MS);
    for (let n = 0; n < frames; n++) {
      send(sockets[n % CHAT_ROOM]!, { action: 'presence' });
      await received(1);
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
    chatIdleMinutes: CHAT_IDLE_MINUTES,
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
