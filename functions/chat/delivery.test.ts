/**
 * Delivery a window at a time, end to end: real sockets through the local gateway, the messages in
 * DynamoDB Local, the fan-out workers and the management API between. The clock `Date` reads is
 * stopped (timers stay real), so which window a message falls into is the test's choice, not the
 * machine's speed.
 */
import { randomBytes } from 'node:crypto';
import { COMMUNITY_ROOM } from '../../shared/chat';
import type { ChatMessage } from '../../shared/types';
import { chatGatewayForFile } from '../../test/support/chat-gateway';
import { type ChatSocket, eventually, type Frame, joinedChat } from '../../test/support/chat-socket';
import { fakeDateOnly } from '../../test/support/fake-date';
import { userIdOf } from '../../test/support/learning-client';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { saveMessage } from '../data/chat';
import { onlineIn, shardCounts } from '../data/connections';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { deliverInWindow } from './delivery';

jest.setTimeout(60_000);

const gateway = chatGatewayForFile();

const sockets: ChatSocket[] = [];
beforeEach(fakeDateOnly);
afterEach(() => {
  jest.useRealTimers();
  for (const chat of sockets.splice(0)) chat.socket.terminate();
});

const learner = () => loggedInLearner(`Windowed ${randomBytes(3).toString('hex')}`);

async function inChat(who: TestLearner): Promise<ChatSocket> {
  const chat = await joinedChat(gateway.url, who.jar.cookies());
  sockets.push(chat);
  return chat;
}

/** Stores a message from `who` as sending it does, tagged `ref`; a text of its own. */
async function stored(who: TestLearner, ref: string): Promise<ChatMessage> {
  const outcome = await saveMessage(
    COMMUNITY_ROOM,
    { user: who.name, userId: userIdOf(who.jar), message: `${ref} ${randomBytes(4).toString('hex')}`, ref },
    RATE_LIMITS.chatMessagesPerLearner,
  );
  if (!outcome.ok) throw new Error(`not stored: ${outcome.refused}`);
  return outcome.value;
}

/** What sending does after storing: enter the room's window with the room's count. */
async function deliver(message: ChatMessage): Promise<void> {
  const counts = await shardCounts(COMMUNITY_ROOM, true);
  await deliverInWindow(
    COMMUNITY_ROOM,
    message,
    { event: 'presence', data: { online: onlineIn(counts) } },
    gateway.url,
    counts,
  );
}

/** The socket messages `chat` received that hold any of `messages`, once every one of them is in. */
async function holding(chat: ChatSocket, messages: ChatMessage[]): Promise<Frame[][]> {
  const ids = new Set(messages.map((m) => m._id));
  const ours = (held: Frame[]) =>
    held.some((f) => f.event === 'chat' && ids.has((f.data as ChatMessage)._id));
  return eventually(() => {
    const received = chat.messages.filter(ours);
    const got = received.flat().filter((f) => f.event === 'chat' && ids.has((f.data as ChatMessage)._id));
    return got.length >= ids.size ? received : undefined;
  }, 'the messages');
}

it('delivers the messages of one window to each connection in one socket message, oldest first, with their tags', async () => {
  const [asha, ben, chen] = await Promise.all([learner(), learner(), learner()]);
  const chats = await Promise.all([asha, ben, chen].map(inChat));
  // Both stored at the same instant, then both senders enter the window: one opens it and delivers.
  const messages = await Promise.all([stored(asha, 'asha-1'), stored(ben, 'ben-1')]);
  await Promise.all(messages.map(deliver));
  // Same instant: the sort key's random tail orders them, byte by byte.
  const inOrder = [...messages].sort((x, y) => (x._id < y._id ? -1 : 1));
  for (const chat of chats) {
    const received = await holding(chat, messages);
    expect(received).toHaveLength(1);
    const [held] = received;
    expect(held!.map((f) => f.event)).toEqual(['chat', 'chat', 'presence']);
    expect(held!.slice(0, 2).map((f) => f.data)).toEqual(inOrder);
  }
});

it('delivers at once, on its own, a message stored before the window its sender met began', async () => {
  const [asha, ben] = await Promise.all([learner(), learner()]);
  const watcher = await inChat(ben);
  const late = await stored(asha, 'late');
  // Another message's window opens and closes twenty seconds on; only then does the late sender arrive.
  jest.setSystemTime(Date.now() + 20_000);
  const other = await stored(ben, 'other');
  await deliver(other);
  jest.setSystemTime(Date.now() + 5_000);
  await deliver(late);
  const [held] = await holding(watcher, [late]);
  expect(held!.map((f) => f.event)).toEqual(['chat', 'presence']);
  expect(held![0]!.data).toEqual(late);
  expect((await holding(watcher, [other])).flat().filter((f) => f.event === 'chat')).toHaveLength(1);
});
