/**
 * Chat delivery by shard, on a table of its own: every connection is counted in its shard as it
 * opens and closes (and those counts are the room's presence), a message reaches every shard through
 * its own worker, what is gone is cleaned up with its count, and a worker that stalls and then fails
 * halfway through its connections holds up and stops no other.
 */
import { saveConnection, shardConnections, shardCounts } from '../../functions/data/connections';
import { keys } from '../../functions/data/keys';
import { CONNECTION_SHARDS, connectionShard, workerRanges } from '../../functions/data/shards';
import { db } from '../../functions/lib/aws';
import { config } from '../../functions/lib/config';
import { DeleteCommand, UpdateCommand } from '../../functions/lib/dynamodb';
import { httpHandler } from '../../infra/local/handlers';
import { COMMUNITY_ROOM } from '../../shared/chat';
import type { ChatMessage } from '../../shared/types';
import { chatGatewayForFile } from '../support/chat-gateway';
import { type ChatSocket, eventually, joinedChat } from '../support/chat-socket';
import { startStallingManagementApi } from '../support/stalling-management-api';
import { loggedInLearner } from '../support/users';

jest.setTimeout(120_000);

const gateway = chatGatewayForFile();
const sockets: ChatSocket[] = [];

afterEach(async () => {
  process.env.WS_MANAGEMENT_ENDPOINT = gateway.url;
  delete process.env.CHAT_CONNECTIONS_PER_WORKER;
  for (const chat of sockets.splice(0)) chat.socket.terminate();
  // Every disconnect has been handled: no connection is left in the room. Loose: on a busy machine
  // the gateway may still be working through a stalled worker's posts as the sockets close.
  await eventually(
    async () => ((await everyone()).length === 0 ? true : undefined),
    'the room to empty',
    30_000,
  );
  // A connection's item goes before its count comes down: let the decrements still in flight land,
  // or one landing after the reset below leaves the next test a shard at -1. A count applied twice
  // (see below) never comes back to zero, and the reset clears it.
  await eventually(
    async () => ((await shardCounts(COMMUNITY_ROOM, true)).every((count) => count === 0) ? true : undefined),
    'the counts to come down',
  ).catch(() => {});
  // The next test counts from zero. The counts are ADDs, and on a loaded machine the client's retry
  // of one whose answer was late can apply it twice, so they are reset rather than awaited; each
  // test checks its own counts against the stored connections.
  await db.send(new DeleteCommand({ TableName: config.tableName, Key: keys.roomStats(COMMUNITY_ROOM) }));
});

const join = async (learner: { jar: { cookies(): string[] } }) => {
  const chat = await joinedChat(gateway.url, learner.jar.cookies());
  sockets.push(chat);
  return chat;
};
const total = async () => (await shardCounts(COMMUNITY_ROOM, true)).reduce((a, b) => a + b, 0);
const everyone = async () =>
  (await shardConnections(COMMUNITY_ROOM, { from: 0, to: CONNECTION_SHARDS - 1 })).live;
/** Connections per shard, as stored. */
const stored = async () => {
  const perShard = new Array<number>(CONNECTION_SHARDS).fill(0);
  for (const { connectionId } of await everyone()) perShard[connectionShard(connectionId)]!++;
  return perShard;
};
const received = (chat: ChatSocket, text: string) =>
  chat.frames.some((f) => f.event === 'chat' && (f.data as ChatMessage).message === text);
const presence = (chat: ChatSocket, from: number) =>
  chat.frames.slice(from).find((f) => f.event === 'presence')?.data as { online: number } | undefined;

describe('shard counts', () => {
  it('count each connection in its shard as it opens and closes, and tell a client how many are online', async () => {
    const [asha, ben] = await Promise.all([loggedInLearner('Asha Shard'), loggedInLearner('Ben Shard')]);
    const [first, second, other] = [await join(asha), await join(asha), await join(ben)];
    expect(await shardCounts(COMMUNITY_ROOM, true)).toEqual(await stored());
    expect(await total()).toBe(3);

    first.send({ action: 'history' });
    const history = await eventually(() => presence(first, 0), 'presence after the history');
    // The history and the count arrive in one message: API Gateway bills each message.
    expect(first.messages.map((held) => held.map((f) => f.event))).toEqual([['chat_history', 'presence']]);
    expect(history).toEqual({ online: 3 });

    // Every message in the room carries the count along, so no client polls it.
    const before = other.messages.length;
    first.send({ action: 'send_chat', message: 'who is here?' });
    await eventually(() => (received(other, 'who is here?') ? true : undefined), 'the message');
    expect(other.messages.slice(before).map((held) => held.map((f) => f.event))).toEqual([
      ['chat', 'presence'],
    ]);
    expect(presence(other, other.frames.length - 1)).toEqual({ online: 3 });

    second.socket.close();
    await eventually(async () => ((await total()) === 2 ? true : undefined), 'the count to drop', 20_000);
    expect(await shardCounts(COMMUNITY_ROOM, true)).toEqual(await stored());
    const asked = other.frames.length;
    other.send({ action: 'presence' });
    expect(await eventually(() => presence(other, asked), 'a presence answer')).toEqual({ online: 2 });

    // Logging out closes the learner's sockets from the server's side, and counts them out too.
    await ben.jar.call(httpHandler('GET /api/logout'), { path: '/api/logout' });
    await eventually(async () => ((await total()) === 1 ? true : undefined), 'the logout to count', 20_000);
    expect(await shardCounts(COMMUNITY_ROOM, true)).toEqual(await stored());
  });

  it('remove a connection found gone, and one that outlived its missed disconnect, with their counts', async () => {
    const cleo = await loggedInLearner('Cleo Shard');
    const chat = await join(cleo);
    const ghost = { connectionId: 'Gh0st+Conn/Id=', userId: 'ghost', name: 'Ghost', connectedAt: '' };
    const stale = { connectionId: 'St4le+Conn/Id=', userId: 'stale', name: 'Stale', connectedAt: '' };
    await saveConnection(COMMUNITY_ROOM, ghost);
    await saveConnection(COMMUNITY_ROOM, stale);
    // The stale one's disconnect never came, and its two hours are over.
    await db.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.connection(COMMUNITY_ROOM, stale.connectionId),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    expect(await total()).toBe(3);

    chat.send({ action: 'send_chat', message: 'anyone there?' });
    await eventually(() => (received(chat, 'anyone there?') ? true : undefined), 'the message');
    await eventually(
      async () => ((await total()) === 1 ? true : undefined),
      'both to be counted out',
      20_000,
    );
    expect((await everyone()).map((c) => c.name)).toEqual(['Cleo Shard']);
    expect(await shardCounts(COMMUNITY_ROOM, true)).toEqual(await stored());
  });
});

describe('a worker that stalls and then fails halfway', () => {
  it('stops no other worker, and leaves the connections it failed in the room', async () => {
    // Two connections per worker, so six sockets need three workers.
    process.env.CHAT_CONNECTIONS_PER_WORKER = '2';
    const learners = await Promise.all(
      ['Dara', 'Eli', 'Fay'].map((name) => loggedInLearner(`${name} Shard`)),
    );
    const chats = new Map<string, ChatSocket>();
    for (const learner of [...learners, ...learners]) {
      const chat = await join(learner);
      const id = (await everyone()).find((c) => !chats.has(c.connectionId))!.connectionId;
      chats.set(id, chat);
    }
    const counts = await shardCounts(COMMUNITY_ROOM, true);
    const ranges = workerRanges(counts, 2);
    // Connection ids are random: when some share a shard, two workers split the six instead of
    // three. Either way another worker runs beside the one that stalls. The
    // busiest worker holds at least two of the six: it reaches the first in the order it reads them,
    // then stalls.
    const inRange = (run: { from: number; to: number }) =>
      [...chats.keys()]
        .filter((id) => {
          const shard = connectionShard(id);
          return shard >= run.from && shard <= run.to;
        })
        .sort((a, b) => connectionShard(a) - connectionShard(b));
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    const inRun = ranges.map(inRange).reduce((most, ids) => (ids.length > most.length ? ids : most));
    const stalled = inRun.slice(1);
    expect(stalled.length).toBeGreaterThan(0);

    const api = await startStallingManagementApi(gateway.url);
    try {
      api.stall(stalled);
      process.env.WS_MANAGEMENT_ENDPOINT = api.url;
      const sender = chats.get([...chats.keys()].find((id) => !stalled.includes(id))!)!;
      sender.send({ action: 'send_chat', message: 'first' });

      const others = [...chats].filter(([id]) => !stalled.includes(id));
      for (const [, chat] of others) {
        await eventually(
          () => (received(chat, 'first') ? true : undefined),
          'everyone else to get it',
          20_000,
        );
      }
      // The stalled worker got as far as its other connections, then failed on these.
      await eventually(() => (api.stalledPosts() === stalled.length ? true : undefined), 'the stalled posts');
      api.fail();
    } finally {
      process.env.WS_MANAGEMENT_ENDPOINT = gateway.url;
      await api.close();
    }

    // Failed, not gone: the stalled connections are still in the room and get the next message.
    const senderId = [...chats.keys()].find((id) => !stalled.includes(id))!;
    chats.get(senderId)!.send({ action: 'send_chat', message: 'second' });
    for (const id of stalled) {
      const chat = chats.get(id)!;
      await eventually(() => (received(chat, 'second') ? true : undefined), 'the next message');
      expect(received(chat, 'first')).toBe(false);
    }
    expect(chats.get(senderId)!.frames.filter((f) => f.event === 'error')).toEqual([]);
  });
});
