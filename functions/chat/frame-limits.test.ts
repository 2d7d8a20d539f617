/**
 * Each chat action is limited per connection: a client that loops on a frame gets a handful of
 * answers and one "too fast", not an answer (a Query and a management API call) per frame. The frames
 * run through the real handlers (`wsHandler`) against DynamoDB Local; the answers travel over a real
 * WebSocket through the local gateway.
 */
import { randomBytes } from 'node:crypto';
import { wsHandler } from '../../infra/local/handlers';
import { CHAT_MESSAGES, COMMUNITY_ROOM } from '../../shared/chat';
import { chatGatewayForFile } from '../../test/support/chat-gateway';
import { type ChatSocket, eventually, type Frame, joinedChat } from '../../test/support/chat-socket';
import { wsEvent } from '../../test/support/events';
import { fakeDateOnly } from '../../test/support/fake-date';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { recentMessages } from '../data/chat';
import { type Connection, shardConnections } from '../data/connections';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { CONNECTION_SHARDS } from '../data/shards';
import { postToConnection } from '../lib/ws-management';
import { wsRoutes } from '../routes';
import { wrapWs } from '../runtime/ws';
import { CHAT_DELIVERY } from './settings';

// Over a hundred handler runs against DynamoDB Local: slow on a loaded machine, never stuck.
jest.setTimeout(90_000);

const gateway = chatGatewayForFile();

interface OpenChat extends ChatSocket {
  connectionId: string;
}

const open: OpenChat[] = [];
afterEach(() => {
  for (const chat of open.splice(0)) chat.socket.terminate();
});

const newLearner = () => loggedInLearner(`Looper ${randomBytes(3).toString('hex')}`);

/** Every live connection of the room, over all its shards. */
const roomConnections = async (): Promise<Connection[]> =>
  (await shardConnections(COMMUNITY_ROOM, { from: 0, to: CONNECTION_SHARDS - 1 })).live;

/** A chat tab of `learner` (a new one by default), with the id API Gateway gave its connection. */
async function openChat(learner?: TestLearner): Promise<OpenChat> {
  const who = learner ?? (await newLearner());
  const before = new Set((await roomConnections()).map((c) => c.connectionId));
  const chat = await joinedChat(gateway.url, who.jar.cookies());
  const connection = (await roomConnections()).find(
    (c) => c.name === who.name && !before.has(c.connectionId),
  );
  const opened = { ...chat, connectionId: connection!.connectionId };
  open.push(opened);
  return opened;
}

/**
 * `count` frames of `routeKey` from the connection, run a few at a time as API Gateway would; with
 * `stepMs`, the stopped clock moves on that far after each few.
 */
async function flood(
  chat: OpenChat,
  routeKey: string,
  body: unknown,
  count: number,
  stepMs = 0,
): Promise<void> {
  const handler = wsHandler(routeKey);
  const frame = () => wsEvent({ eventType: 'MESSAGE', connectionId: chat.connectionId, routeKey, body });
  for (let sent = 0; sent < count; sent += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - sent) }, () => handler(frame())));
    if (stepMs > 0) jest.setSystemTime(Date.now() + stepMs);
  }
}

/** Every frame posted to the tab so far but presence: a socket keeps order, so a marker posted last arrives last. */
async function received(chat: OpenChat): Promise<Frame[]> {
  const marker = randomBytes(6).toString('hex');
  await postToConnection(gateway.url, chat.connectionId, { event: 'marker', data: marker });
  await eventually(
    () => (chat.frames.some((f) => f.event === 'marker' && f.data === marker) ? true : undefined),
    'the marker frame',
  );
  // Every history answer is followed by the room's presence: counted with the history, not apart.
  return chat.frames.filter((f) => f.event !== 'marker' && f.event !== 'presence');
}

const withMessage = (frames: Frame[], msg: string) =>
  frames.filter((f) => f.event === 'error' && (f.data as { msg: string }).msg === msg);

/** One error frame saying `msg` per frame up to `limit`, then a single "too fast", then nothing. */
function expectErrorsThenTooFast(frames: Frame[], msg: string, limit: number): void {
  expect(withMessage(frames, msg)).toHaveLength(limit);
  expect(withMessage(frames, CHAT_MESSAGES.tooFast)).toHaveLength(1);
  expect(frames).toHaveLength(limit + 1);
}

describe('every action a client can send', () => {
  it('has a per-connection limit in the manifest', () => {
    const frameRoutes = wsRoutes.filter((route) => !['$connect', '$disconnect'].includes(route.routeKey));
    expect(frameRoutes.map((route) => route.routeKey).sort()).toEqual([
      '$default',
      'history',
      'presence',
      'send_chat',
    ]);
    for (const route of frameRoutes) {
      expect({ route: route.routeKey, limit: route.frameLimit?.limit }).toEqual({
        route: route.routeKey,
        limit: expect.any(Number),
      });
    }
  });

  it('cannot be wrapped without one', () => {
    const route = { handler: async () => undefined, dynamodb: [] };
    expect(() => wrapWs('history', route, async () => {})).toThrow('needs a frameLimit');
    expect(() => wrapWs('$disconnect', route, async () => {})).not.toThrow();
  });
});

describe('a connection that floods one chat action', () => {
  // The limits count in fixed windows; a flood that a slow machine spreads over a window's end would
  // rightly get a second allowance. With the clock stopped (timers still real) every frame of a test
  // falls into one window.
  beforeEach(fakeDateOnly);
  afterEach(() => jest.useRealTimers());

  it('gets the history 5 times and one "too fast" for 100 history frames, and costs 5 Queries', async () => {
    const chat = await openChat();
    const { commands } = await countRoundTrips(() => flood(chat, 'history', { action: 'history' }, 100));
    const frames = await received(chat);
    // The answers of one batch may overtake each other: count them, whatever their order.
    expect(frames.filter((f) => f.event === 'chat_history')).toHaveLength(RATE_LIMITS.historyFrames.limit);
    expect(withMessage(frames, CHAT_MESSAGES.tooFast)).toHaveLength(1);
    expect(frames).toHaveLength(RATE_LIMITS.historyFrames.limit + 1);
    expect(commands.filter((command) => command === 'QueryCommand')).toHaveLength(
      RATE_LIMITS.historyFrames.limit,
    );
  });

  it('is served again in the next window', async () => {
    const chat = await openChat();
    await flood(chat, 'history', { action: 'history' }, RATE_LIMITS.historyFrames.limit + 3);
    jest.setSystemTime(Date.now() + RATE_LIMITS.historyFrames.windowSeconds * 1000);
    await flood(chat, 'history', { action: 'history' }, 1);
    const frames = await received(chat);
    expect(frames.filter((f) => f.event === 'chat_history')).toHaveLength(
      RATE_LIMITS.historyFrames.limit + 1,
    );
    expect(frames.at(-1)!.event).toBe('chat_history');
  });

  it('gets one error per unknown frame up to the limit, then one "too fast", then silence', async () => {
    const chat = await openChat();
    await flood(chat, '$default', { action: 'dance' }, 30);
    expectErrorsThenTooFast(
      await received(chat),
      CHAT_MESSAGES.unknownAction,
      RATE_LIMITS.unknownFrames.limit,
    );
  });

  it('counts invalid chat messages too, so a flood of them cannot buy an error frame each', async () => {
    const chat = await openChat();
    await flood(chat, 'send_chat', { action: 'send_chat', message: '   ' }, 40);
    expectErrorsThenTooFast(await received(chat), CHAT_MESSAGES.empty, RATE_LIMITS.sendChatFrames.limit);
  });

  it('stores and sends no message over the limit', async () => {
    const chat = await openChat();
    const batch = `flood ${randomBytes(4).toString('hex')}`;
    // Messages are delivered when their delivery window has closed (delivery.ts), which takes time
    // that moves: the clock steps past each few's window, all inside one rate window from its start.
    const { windowSeconds } = RATE_LIMITS.sendChatFrames;
    jest.setSystemTime(Math.ceil(Date.now() / (windowSeconds * 1000)) * windowSeconds * 1000);
    const step = 2 * CHAT_DELIVERY.windowMs;
    expect(Math.ceil((RATE_LIMITS.sendChatFrames.limit + 5) / 10) * step).toBeLessThan(windowSeconds * 1000);
    await flood(
      chat,
      'send_chat',
      { action: 'send_chat', message: batch },
      RATE_LIMITS.sendChatFrames.limit + 5,
      step,
    );
    // Workers deliver the messages after send_chat has answered: wait for them before the marker.
    await eventually(
      () =>
        chat.frames.filter((f) => f.event === 'chat').length >= RATE_LIMITS.sendChatFrames.limit
          ? true
          : undefined,
      'the stored messages',
    );
    const frames = await received(chat);
    const stored = (await recentMessages(COMMUNITY_ROOM, 50)).filter((m) => m.message === batch);
    expect(stored).toHaveLength(RATE_LIMITS.sendChatFrames.limit);
    expect(frames.filter((f) => f.event === 'chat')).toHaveLength(RATE_LIMITS.sendChatFrames.limit);
    expect(withMessage(frames, CHAT_MESSAGES.tooFast)).toHaveLength(1);
  });

  it('leaves the learner’s other connections alone: the limit is per connection', async () => {
    const learner = await newLearner();
    const flooded = await openChat(learner);
    await flood(flooded, 'history', { action: 'history' }, RATE_LIMITS.historyFrames.limit + 2);
    const fresh = await openChat(learner);
    await flood(fresh, 'history', { action: 'history' }, 1);
    expect((await received(fresh)).map((f) => f.event)).toEqual(['chat_history']);
  });
});
