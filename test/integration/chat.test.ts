/**
 * The community chat end to end: the local gateway in this process, real `ws` clients carrying the
 * learners' session cookies, the real handlers, DynamoDB Local and the management API in between.
 */
import { randomBytes } from 'node:crypto';
import { ApiGatewayManagementApiClient, GetConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import WebSocket from 'ws';
import { recentMessages } from '../../functions/data/chat';
import { saveConnection, shardConnections } from '../../functions/data/connections';
import { CONNECTION_SHARDS } from '../../functions/data/shards';
import { CHAT_MESSAGES, COMMUNITY_ROOM, MESSAGE_ID_PATTERN } from '../../shared/chat';
import { TEXT_MSG } from '../../shared/text';
import type { ChatMessage } from '../../shared/types';
import { chatGatewayForFile } from '../support/chat-gateway';
import { loggedInLearner, type TestLearner } from '../support/users';

interface Frame {
  event: string;
  data: unknown;
}

const clients: ChatClient[] = [];

/** One browser tab in the chat: a socket plus every frame it has received, in order. */
class ChatClient {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      // A message holds one frame, or several that belong together (an array).
      const parsed = JSON.parse(data.toString()) as Frame | Frame[];
      this.frames.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame of `event` received after frame number `from` that matches `test`. */
  async next<T>(event: string, test: (data: T) => boolean = () => true, from = 0): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = this.frames.slice(from).find((f) => f.event === event && test(f.data as T));
      if (found) return found.data as T;
      if (Date.now() > deadline) {
        throw new Error(`no ${event} frame; got ${JSON.stringify(this.frames.slice(from))}`);
      }
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        setTimeout(wake, 100);
      });
    }
  }

  chats(): ChatMessage[] {
    return this.frames.filter((f) => f.event === 'chat').map((f) => f.data as ChatMessage);
  }
}

function open(headers: Record<string, string>): Promise<{ client: ChatClient } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/socket.io?EIO=4&transport=websocket`, {
      headers,
    });
    socket.once('open', () => {
      const client = new ChatClient(socket);
      clients.push(client);
      resolve({ client });
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      res.resume();
    });
    socket.once('error', reject);
  });
}

async function join(learner: TestLearner): Promise<ChatClient> {
  const result = await open({ Cookie: learner.jar.cookies().join('; '), Origin: gateway.url });
  if (!('client' in result)) throw new Error(`connect refused with ${result.refused}`);
  return result.client;
}

const learnerNamed = (first: string) => loggedInLearner(`${first} ${randomBytes(3).toString('hex')}`);
const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

async function connectionOf(name: string) {
  const { live } = await shardConnections(COMMUNITY_ROOM, { from: 0, to: CONNECTION_SHARDS - 1 });
  return live.find((c) => c.name === name);
}

/**
 * Waits for `check`; the budget covers a machine whose cores are shared, not a speed claim, and sits
 * inside the tests' own (a flood of 22 messages, each fanned out to the room, took over 30 s once on
 * a CI machine whose two cores were busy elsewhere).
 */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

jest.setTimeout(120_000);

const gateway = chatGatewayForFile();

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

describe('joining the community chat', () => {
  it('sends each logged-in learner the newest messages, oldest first, their own marked, when they ask', async () => {
    const [asha, ben] = await Promise.all([learnerNamed('Asha'), learnerNamed('Ben')]);
    const a = await join(asha);
    const first = unique('first');
    const second = unique('second');
    const b = await join(ben);
    a.send({ action: 'send_chat', message: first, ref: 'tab-a-1' });
    // The room's copy brings the sender's tag back (so their page knows the message is theirs), and
    // nothing else goes to the sender: no acknowledgement frame.
    const sent = await a.next<ChatMessage>('chat', (m) => m.message === first);
    expect(sent.ref).toBe('tab-a-1');
    expect((await b.next<ChatMessage>('chat', (m) => m.message === first)).ref).toBe('tab-a-1');
    a.send({ action: 'send_chat', message: second });
    expect((await a.next<ChatMessage>('chat', (m) => m.message === second)).ref).toBeUndefined();
    expect(a.frames.map((f) => f.event).filter((e) => e !== 'chat' && e !== 'presence')).toEqual([]);

    a.send({ action: 'history' });
    b.send({ action: 'history' });
    for (const [client, own] of [
      [a, { mine: true }],
      [b, {}],
    ] as const) {
      const history = await client.next<ChatMessage[]>('chat_history');
      expect(history.length).toBeLessThanOrEqual(50);
      expect(history.slice(-2)).toEqual([
        {
          _id: expect.stringMatching(MESSAGE_ID_PATTERN),
          user: asha.name,
          message: first,
          createdAt: expect.any(String),
          ...own,
        },
        {
          _id: expect.stringMatching(MESSAGE_ID_PATTERN),
          user: asha.name,
          message: second,
          createdAt: expect.any(String),
          ...own,
        },
      ]);
      const times = history.map((m) => m.createdAt);
      expect([...times].sort()).toEqual(times);
    }
  });

  it('refuses a visitor who is not logged in, and a page from another site', async () => {
    const learner = await learnerNamed('Chen');
    expect(await open({ Origin: gateway.url })).toEqual({ refused: 401 });
    expect(await open({ Cookie: 'lf_access=forged.token.value', Origin: gateway.url })).toEqual({
      refused: 401,
    });
    const cookie = learner.jar.cookies().join('; ');
    expect(await open({ Cookie: cookie, Origin: 'https://evil.example' })).toEqual({ refused: 403 });
    expect(await connectionOf(learner.name)).toBeUndefined();
  });

  it('forgets the connection when the learner leaves', async () => {
    const learner = await learnerNamed('Dara');
    const client = await join(learner);
    expect(await connectionOf(learner.name)).toMatchObject({ name: learner.name });
    client.socket.close();
    await eventually(async () => !(await connectionOf(learner.name)), 'the connection item is deleted');
  });
});

describe('sending a message', () => {
  it("reaches everyone with the sender's own name, whatever name the frame claims", async () => {
    const [eva, femi] = await Promise.all([learnerNamed('Eva'), learnerNamed('Femi')]);
    const [e, f] = [await join(eva), await join(femi)];
    const text = unique('  hello everyone  ');
    e.send({ action: 'send_chat', message: text, user: 'Administrator' });
    for (const client of [e, f]) {
      const message = await client.next<ChatMessage>('chat', (m) => m.message === text.trim());
      expect(message).toEqual({
        _id: expect.stringMatching(MESSAGE_ID_PATTERN),
        user: eva.name,
        message: text.trim(),
        createdAt: expect.any(String),
      });
    }
    const stored = await recentMessages(COMMUNITY_ROOM, 50);
    expect(stored.find((m) => m.message === text.trim())?.user).toBe(eva.name);
  });

  it('accepts 200 characters counted as people see them (an emoji is one)', async () => {
    const g = await join(await learnerNamed('Gita'));
    const text = `${'😀'.repeat(192)}${randomBytes(4).toString('hex')}`;
    g.send({ action: 'send_chat', message: text });
    expect((await g.next<ChatMessage>('chat', (m) => m.message === text)).message).toBe(text);
  });

  it.each([
    ['201 characters', 'x'.repeat(201), CHAT_MESSAGES.tooLong],
    ['only spaces', '    ', CHAT_MESSAGES.empty],
    ['no text at all', undefined, CHAT_MESSAGES.empty],
    ['a number', 42, CHAT_MESSAGES.empty],
    ['a right-to-left override', 'Read this \u202Eesrever ni', TEXT_MSG],
  ])('refuses %s with an error frame to the sender only, and stores nothing', async (_, message, msg) => {
    const [hana, ivan] = await Promise.all([learnerNamed('Hana'), learnerNamed('Ivan')]);
    const [h, i] = [await join(hana), await join(ivan)];
    h.send({ action: 'send_chat', message });
    expect(await h.next('error')).toEqual({ msg });

    const after = unique('after the refusal');
    h.send({ action: 'send_chat', message: after });
    await i.next<ChatMessage>('chat', (m) => m.message === after);
    expect(i.frames.filter((frame) => frame.event === 'error')).toEqual([]);
    const stored = await recentMessages(COMMUNITY_ROOM, 50);
    expect(stored.filter((m) => m.user === hana.name).map((m) => m.message)).toEqual([after]);
  });

  it('answers an unknown action or a frame that is not JSON with an error frame', async () => {
    const j = await join(await learnerNamed('Jon'));
    j.send({ action: 'delete_everything' });
    expect(await j.next('error')).toEqual({ msg: CHAT_MESSAGES.unknownAction });
    j.send('this is not json');
    await eventually(async () => j.frames.filter((f) => f.event === 'error').length === 2, 'two errors');
  });

  it('slows down a learner who floods the room: 20 messages in 10 seconds, the rest refused', async () => {
    const k = await join(await learnerNamed('Kim'));
    const batch = unique('flood');
    for (let n = 0; n < 22; n++) k.send({ action: 'send_chat', message: `${batch} ${n}` });
    // The first message over the limit is refused with an error frame; later ones get no answer.
    // (Each message comes back with the room's count in a `presence` frame, not counted here.)
    const answers = () => k.frames.filter((f) => f.event !== 'presence');
    await eventually(async () => answers().length >= 21, 'the allowed messages and one refusal arrive');
    const delivered = k.chats().filter((m) => m.message.startsWith(batch));
    const refused = k.frames.filter((f) => f.event === 'error');
    // Windows are fixed, so a burst that straddles a boundary may get a few more through.
    expect(delivered.length).toBeGreaterThanOrEqual(20);
    expect(refused.length).toBeLessThanOrEqual(1);
    for (const frame of refused) expect(frame.data).toEqual({ msg: CHAT_MESSAGES.tooFast });
  });
});

describe('connections that are gone', () => {
  it('drops a learner whose network vanished and still delivers to the others', async () => {
    const [lena, mo, nia] = await Promise.all([
      learnerNamed('Lena'),
      learnerNamed('Mo'),
      learnerNamed('Nia'),
    ]);
    const [l, m, n] = [await join(lena), await join(mo), await join(nia)];
    // Kill the TCP connection under the socket: no close frame is ever sent.
    (n.socket as unknown as { _socket: { destroy(): void } })._socket.destroy();

    const text = unique('still here?');
    l.send({ action: 'send_chat', message: text });
    for (const client of [l, m]) await client.next<ChatMessage>('chat', (msg) => msg.message === text);
    await eventually(async () => !(await connectionOf(nia.name)), "Nia's connection item is deleted");
  });

  it('deletes a connection whose disconnect was missed when the next message finds it gone (410)', async () => {
    const [olu, pia] = await Promise.all([learnerNamed('Olu'), learnerNamed('Pia')]);
    const [o, p] = [await join(olu), await join(pia)];
    const ghost = { connectionId: 'Gh0st+Conn/Id=', userId: 'ghost', name: unique('Ghost'), connectedAt: '' };
    await saveConnection(COMMUNITY_ROOM, ghost);

    const text = unique('anyone there?');
    o.send({ action: 'send_chat', message: text });
    for (const client of [o, p]) await client.next<ChatMessage>('chat', (msg) => msg.message === text);
    await eventually(async () => !(await connectionOf(ghost.name)), 'the stale connection item is deleted');
  });

  it('describes an open connection through the management API as the AWS SDK reads it', async () => {
    const learner = await learnerNamed('Quinn');
    await join(learner);
    const { connectionId } = (await connectionOf(learner.name))!;
    const management = new ApiGatewayManagementApiClient({
      region: 'us-east-1',
      endpoint: process.env.WS_MANAGEMENT_ENDPOINT,
    });
    const described = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(described.ConnectedAt).toBeInstanceOf(Date);
    expect(described.LastActiveAt).toBeInstanceOf(Date);
    expect(described.Identity?.SourceIp).toMatch(/127\.0\.0\.1|::1/);
    await expect(management.send(new GetConnectionCommand({ ConnectionId: 'nobody' }))).rejects.toMatchObject(
      {
        name: 'GoneException',
        $metadata: { httpStatusCode: 410 },
      },
    );
    management.destroy();
  });
});
