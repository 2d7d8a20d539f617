/**
 * Ending a session ends all of it: the refresh session, the chat sockets opened with it, and the
 * access token's power to open new ones; a revoked admin loses admin routes at once. Runs the local
 * gateway in this process so sockets, the `@connections` close and `$connect` are real.
 */
import { endEverySession } from '../../functions/auth/sign-out';
import { recentMessages } from '../../functions/data/chat';
import { httpHandler } from '../../infra/local/handlers';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import { COMMUNITY_ROOM } from '../../shared/chat';
import { loggedInAdmin } from '../support/admins';
import { chatGatewayForFile } from '../support/chat-gateway';
import { closedWithin, eventually, joinedChat, openChatSocket } from '../support/chat-socket';
import type { CookieJar } from '../support/events';
import { linkParams, RESET_LINK } from '../support/inbox';
import { userIdOf } from '../support/learning-client';
import { partitionItems } from '../support/table-items';
import { loggedInLearner, secondBrowser } from '../support/users';

const logout = httpHandler('GET /api/logout');
const refresh = httpHandler('GET /api/token/refresh');
const forgot = httpHandler('POST /api/users/reset');
const resetPassword = httpHandler('POST /api/users/{id}/reset/{token}');
const reject = httpHandler('POST /api/request/{id}/reject');

jest.setTimeout(60_000);

const gateway = chatGatewayForFile();

const chatFor = (jar: CookieJar) => joinedChat(gateway.url, jar.cookies());

const stored = async (text: string) =>
  (await recentMessages(COMMUNITY_ROOM, 50)).some((message) => message.message === text);

/** What of the learner's chat presence is left in the table. */
const connectionItems = async (userId: string) =>
  (await partitionItems(`USER#${userId}`)).filter((item) => String(item.sk).startsWith('CONN#'));

describe('logout', () => {
  it('closes the sockets opened with that session, and its access token opens no new one', async () => {
    const learner = await loggedInLearner('Logout Chatter');
    const other = await secondBrowser(learner);
    const [mine, elsewhere] = [await chatFor(learner.jar), await chatFor(other)];
    const oldCookies = learner.jar.cookies();

    expect((await learner.jar.call(logout, { path: '/api/logout' })).status).toBe(200);
    expect(await closedWithin(mine)).toBe(1000);
    // The access cookie is still within its 15 minutes, but its session is gone.
    expect(await openChatSocket(gateway.url, oldCookies)).toEqual({ refused: 401 });

    // The learner's other browser has its own session: its socket stays and still posts.
    const text = `still here ${Date.now()}`;
    elsewhere.send({ action: 'send_chat', message: text });
    await eventually(
      () =>
        elsewhere.frames.find((f) => f.event === 'chat' && (f.data as { message: string }).message === text),
      'the other browser’s message',
    );
    elsewhere.socket.terminate();
  });

  it('a socket that outlives the close still cannot post: its connection is gone from the room', async () => {
    const learner = await loggedInLearner('Lingering Socket');
    const chat = await chatFor(learner.jar);
    const management = process.env.WS_MANAGEMENT_ENDPOINT;
    // As if the close could not reach the socket (an operator without the management endpoint).
    delete process.env.WS_MANAGEMENT_ENDPOINT;
    try {
      await endEverySession(userIdOf(learner.jar));
    } finally {
      process.env.WS_MANAGEMENT_ENDPOINT = management;
    }
    expect(await connectionItems(userIdOf(learner.jar))).toEqual([]);
    const text = `after the end ${Date.now()}`;
    chat.send({ action: 'send_chat', message: text });
    await eventually(() => chat.frames.find((f) => f.event === 'error'), 'the refusal');
    expect(await stored(text)).toBe(false);
    chat.socket.terminate();
  });
});

describe('password reset', () => {
  it('closes every socket of the learner, and no old access token opens a new one', async () => {
    const learner = await loggedInLearner('Reset Chatter');
    const other = await secondBrowser(learner);
    const userId = userIdOf(learner.jar);
    const sockets = [await chatFor(learner.jar), await chatFor(other)];
    await learner.jar.call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
    const params = await linkParams(learner.email, RESET_LINK);
    const password = 'a completely new secret';
    const reset = await learner.jar.call(resetPassword, {
      params,
      body: { password, confirmPassword: password },
    });
    expect(reset.status).toBe(200);

    for (const socket of sockets) expect(await closedWithin(socket)).toBe(1000);
    for (const jar of [learner.jar, other]) {
      expect(await openChatSocket(gateway.url, jar.cookies())).toEqual({ refused: 401 });
      expect((await jar.call(refresh)).status).toBe(401);
    }
    expect(await connectionItems(userId)).toEqual([]);
  });
});

describe('admin role changes', () => {
  const rejectUnknown = (jar: CookieJar) =>
    jar.call(reject, { path: '/api/request/nope/reject', params: { id: 'no-such-request' }, method: 'POST' });

  it('a revoke ends the person’s sessions and sockets, and every route refuses their still-valid token at once', async () => {
    const admin = await loggedInAdmin('Revoked Admin');
    const chat = await chatFor(admin.jar);
    // An admin reaches the route (an unknown request is 404, not 403).
    expect((await rejectUnknown(admin.jar)).status).toBe(404);

    await setRoleByEmail(admin.email, 'user');
    // The revoke ended the session the token was issued for: refused before the role is even read.
    expect(await rejectUnknown(admin.jar)).toMatchObject({ status: 401 });
    expect(await closedWithin(chat)).toBe(1000);
    expect(await openChatSocket(gateway.url, admin.jar.cookies())).toEqual({ refused: 401 });
    expect((await admin.jar.call(refresh)).status).toBe(401);
  });

  it('a grant works on admin routes at once, before the session shows the new role', async () => {
    const learner = await loggedInLearner('Fresh Admin');
    expect((await rejectUnknown(learner.jar)).status).toBe(403);
    await setRoleByEmail(learner.email, 'admin');
    expect((await rejectUnknown(learner.jar)).status).toBe(404);
  });
});
