/**
 * Moderation of the community room end to end, on a table of its own: a learner reports a message
 * with a reason and admins find it at GET /api/chat/reports; an admin deletes a message for every open
 * client at once and from the history, mutes its author for a while, or dismisses its reports; every
 * action is recorded with who did it and when; and a learner can do none of the admin actions.
 */

import { recentMessages } from '../../functions/data/chat';
import { httpHandler } from '../../infra/local/handlers';
import { CHAT_MESSAGES, mutedMessage } from '../../shared/chat';
import { english } from '../../shared/message';
import type { ChatReports } from '../../shared/types';
import { loggedInAdmin } from '../support/admins';
import { chatGatewayForFile } from '../support/chat-gateway';
import { type ChatSocket, eventually, joinedChat, postMessage } from '../support/chat-socket';
import type { CookieJar } from '../support/events';
import { loggedInLearner } from '../support/users';

jest.setTimeout(120_000);

interface Person {
  name: string;
  jar: CookieJar;
}

const gateway = chatGatewayForFile();
const sockets: ChatSocket[] = [];

afterEach(() => {
  for (const chat of sockets.splice(0)) chat.socket.terminate();
});

const join = async (person: Person) => {
  const chat = await joinedChat(gateway.url, person.jar.cookies());
  sockets.push(chat);
  return chat;
};

const call = <T = Record<string, unknown>>(
  person: Person,
  key: string,
  input: { method?: string; path: string; params?: Record<string, string>; body?: unknown },
) => person.jar.call<T>(httpHandler(key), input);

const report = (person: Person, messageId: string, reason: string) =>
  call(person, 'POST /api/chat/reports', { path: '/api/chat/reports', body: { messageId, reason } });
const reports = (person: Person) =>
  call<ChatReports>(person, 'GET /api/chat/reports', { method: 'GET', path: '/api/chat/reports' });
const remove = (person: Person, id: string) =>
  call(person, 'DELETE /api/chat/messages/{id}', {
    method: 'DELETE',
    path: `/api/chat/messages/${id}`,
    params: { id },
  });
const mute = (person: Person, id: string, minutes: unknown) =>
  call(person, 'POST /api/chat/messages/{id}/mute', {
    path: `/api/chat/messages/${id}/mute`,
    params: { id },
    body: { minutes },
  });
const dismiss = (person: Person, id: string) =>
  call(person, 'POST /api/chat/messages/{id}/dismiss', {
    path: `/api/chat/messages/${id}/dismiss`,
    params: { id },
  });

const inHistory = async (id: string) => (await recentMessages('community', 50)).some((msg) => msg._id === id);
const isoNow = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('reports', () => {
  it('takes one report per learner and message, with a reason, and shows admins the message as it was', async () => {
    const [asha, ben, admin] = await Promise.all([
      loggedInLearner('Asha Report'),
      loggedInLearner('Ben Report'),
      loggedInAdmin('Ada Report'),
    ]);
    const message = await postMessage(await join(asha), 'buy cheap followers at spam.example');

    expect(await report(ben, message._id, '  ')).toMatchObject({
      status: 400,
      body: { msg: CHAT_MESSAGES.reasonRequired },
    });
    expect(await report(ben, message._id, 'Spam link')).toMatchObject({
      status: 201,
      body: { msg: CHAT_MESSAGES.reported },
    });
    expect(await report(ben, message._id, 'Spam again')).toMatchObject({
      status: 200,
      body: { msg: CHAT_MESSAGES.alreadyReported },
    });
    expect((await report(ben, '1748779200000-AAAAAAAA', 'Gone')).status).toBe(404);

    const listed = await reports(admin);
    expect(listed.status).toBe(200);
    expect(listed.body.reports).toEqual([
      { message, reports: [{ reporter: ben.name, reason: 'Spam link', reportedAt: isoNow }] },
    ]);
  });
});

describe('an admin', () => {
  it('deletes a message from every open client at once and from the history, and it is recorded', async () => {
    const [asha, ben, admin] = await Promise.all([
      loggedInLearner('Asha Delete'),
      loggedInLearner('Ben Delete'),
      loggedInAdmin('Ada Delete'),
    ]);
    const [fromAsha, toBen] = [await join(asha), await join(ben)];
    const message = await postMessage(fromAsha, 'something nobody should read');
    await report(ben, message._id, 'Abuse');
    expect(await inHistory(message._id)).toBe(true);

    const before = Date.now();
    expect(await remove(admin, message._id)).toMatchObject({
      status: 200,
      body: { msg: CHAT_MESSAGES.deleted },
    });
    for (const chat of [fromAsha, toBen]) {
      await eventually(
        () =>
          chat.frames.find(
            (f) => f.event === 'chat_deleted' && (f.data as { _id: string })._id === message._id,
          ),
        'the deletion to reach every client',
      );
    }
    expect(await inHistory(message._id)).toBe(false);

    const listed = (await reports(admin)).body;
    expect(listed.reports.find((entry) => entry.message._id === message._id)).toBeUndefined();
    expect(listed.actions[0]).toEqual({
      _id: expect.any(String),
      action: 'delete',
      by: admin.name,
      at: isoNow,
      message,
    });
    expect(Date.parse(listed.actions[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await remove(admin, message._id)).toMatchObject({
      status: 404,
      body: { msg: CHAT_MESSAGES.messageGone },
    });
  });

  it('mutes a learner for a while: each message they send is refused saying until when, the room chats on', async () => {
    const [asha, ben, admin] = await Promise.all([
      loggedInLearner('Asha Mute'),
      loggedInLearner('Ben Mute'),
      loggedInAdmin('Ada Mute'),
    ]);
    const [fromAsha, fromBen] = [await join(asha), await join(ben)];
    const message = await postMessage(fromAsha, 'a message that earns a mute');

    expect(await mute(admin, message._id, 5)).toMatchObject({
      status: 400,
      body: { msg: CHAT_MESSAGES.muteDuration },
    });
    const muted = await mute(admin, message._id, 10);
    expect(muted).toMatchObject({ status: 200, body: { until: isoNow } });
    const until = muted.body.until as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(until) - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const seen = fromAsha.frames.length;
    fromAsha.send({ action: 'send_chat', message: 'am I still here?', ref: 'asha-muted' });
    const refusal = await eventually(
      () => fromAsha.frames.slice(seen).find((f) => f.event === 'error')?.data,
      'the refusal',
    );
    // It names the message's tag, so the page marks that message not sent.
    expect(refusal).toEqual({ msg: english(mutedMessage(until)), until, ref: 'asha-muted' });
    expect((await recentMessages('community', 50)).map((msg) => msg.message)).not.toContain(
      'am I still here?',
    );
    await postMessage(fromBen, 'the room chats on');

    const admins = await loggedInAdmin('Ada Muted Too');
    const fromAdmin = await postMessage(await join(admins), 'admins keep their voice');
    expect(await mute(admin, fromAdmin._id, 60)).toMatchObject({
      status: 403,
      body: { msg: CHAT_MESSAGES.adminNotMuted },
    });
    expect((await reports(admin)).body.actions[0]).toEqual({
      _id: expect.any(String),
      action: 'mute',
      by: admin.name,
      at: isoNow,
      message,
      until,
    });
  });

  it('dismisses the reports of a message that breaks no rule and keeps the message', async () => {
    const [asha, ben, admin] = await Promise.all([
      loggedInLearner('Asha Dismiss'),
      loggedInLearner('Ben Dismiss'),
      loggedInAdmin('Ada Dismiss'),
    ]);
    const message = await postMessage(await join(asha), 'pineapple belongs on pizza');
    await report(ben, message._id, 'Offensive opinion');

    expect(await dismiss(admin, message._id)).toMatchObject({
      status: 200,
      body: { msg: CHAT_MESSAGES.dismissed },
    });
    const listed = (await reports(admin)).body;
    expect(listed.reports.find((entry) => entry.message._id === message._id)).toBeUndefined();
    expect(listed.actions[0]).toMatchObject({ action: 'dismiss', by: admin.name, message });
    expect(await inHistory(message._id)).toBe(true);
    expect(await dismiss(admin, message._id)).toMatchObject({
      status: 404,
      body: { msg: CHAT_MESSAGES.noReports },
    });
  });
});

describe('a learner', () => {
  it('can do none of the admin actions, and changes nothing by trying', async () => {
    const [asha, ben, admin] = await Promise.all([
      loggedInLearner('Asha Learner'),
      loggedInLearner('Ben Learner'),
      loggedInAdmin('Ada Learner'),
    ]);
    const fromAsha = await join(asha);
    const message = await postMessage(fromAsha, 'an ordinary message');
    await report(ben, message._id, 'Testing the admins');
    const actionsBefore = (await reports(admin)).body.actions;

    for (const attempt of [
      () => reports(ben),
      () => remove(ben, message._id),
      () => mute(ben, message._id, 10),
      () => dismiss(ben, message._id),
    ]) {
      expect((await attempt()).status).toBe(403);
    }
    expect(await inHistory(message._id)).toBe(true);
    await postMessage(fromAsha, 'still allowed to speak');
    const after = (await reports(admin)).body;
    expect(after.actions).toEqual(actionsBefore);
    expect(after.reports.find((entry) => entry.message._id === message._id)?.reports).toHaveLength(1);
  });
});
