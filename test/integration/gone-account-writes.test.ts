/**
 * An access token outlives its account by up to fifteen minutes. The HTTP wrapper checks the account
 * on every call, and the writes check it again in their own transactions: these tests call the
 * handlers as the wrapper would, with the token's session, after the account's deletion started
 * (or finished), so only the writes' own checks stand between the token and the table. A report,
 * a moderation action or a decision by an account that is gone writes nothing; one about an
 * account that is going names it as the deletion does. And a login or a reset link whose reads
 * came just before the deletion started leaves nothing under the account.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { deleteChatMessage } from '../../functions/chat/delete-message';
import { dismissChatReports } from '../../functions/chat/dismiss-reports';
import { report } from '../../functions/chat/moderation';
import { muteChatAuthor } from '../../functions/chat/mute-author';
import { reportChatMessage } from '../../functions/chat/report-message';
import { markDeleting } from '../../functions/data/account-erasure';
import { getMessage, mutedUntil, saveMessage } from '../../functions/data/chat';
import { getRequest } from '../../functions/data/course-requests';
import { rememberDevice } from '../../functions/data/devices';
import { RATE_LIMITS } from '../../functions/data/rate-limit-table';
import { startSession } from '../../functions/data/sessions';
import { issueLinkToken } from '../../functions/data/tokens';
import { getAccount } from '../../functions/data/users';
import { newSecret } from '../../functions/lib/crypto';
import type { SessionUser } from '../../functions/lib/session';
import { approveRequest } from '../../functions/requests/approve-request';
import { rejectRequest } from '../../functions/requests/reject-request';
import { submitRequest } from '../../functions/requests/submissions';
import type { HttpRequest } from '../../functions/runtime/http';
import { eraseAccount } from '../../functions/users/deletion';
import { DELETED_LEARNER } from '../../shared/account';
import { CHAT_MESSAGES, COMMUNITY_ROOM } from '../../shared/chat';
import type { ChatMessage } from '../../shared/types';
import { itemsHolding } from '../support/account-traces';
import { loggedInAdmin } from '../support/admins';
import { userIdOf } from '../support/learning-client';
import { tableOfItsOwn } from '../support/own-table';
import { partitionItems } from '../support/table-items';
import { loggedInLearner } from '../support/users';

jest.setTimeout(60_000);

// The room's moderation partition is read whole: no other file's reports in it.
tableOfItsOwn();

/** The session an access cookie of this person carries (the role it was signed with). */
async function personWithSession(name: string, role: 'user' | 'admin' = 'user'): Promise<SessionUser> {
  const person = role === 'admin' ? await loggedInAdmin(name) : await loggedInLearner(name);
  return { userId: userIdOf(person.jar), name: person.name, role };
}

/** What the HTTP wrapper hands a handler: the body, the path parameters and the token's session. */
function request<Body>(
  user: SessionUser,
  body: Body,
  params: Record<string, string> = {},
): HttpRequest<Body, string> {
  return {
    body,
    params,
    query: {},
    cookies: {},
    session: user,
    user,
    sourceIp: '10.0.0.1',
    language: 'en',
    requestId: 'gone-account',
    event: {} as APIGatewayProxyEventV2,
  };
}

async function said(author: SessionUser, text: string): Promise<ChatMessage> {
  const outcome = await saveMessage(
    COMMUNITY_ROOM,
    { user: author.name, userId: author.userId, message: text },
    RATE_LIMITS.chatMessagesPerLearner,
  );
  if (!outcome.ok) throw new Error(`the message was refused: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** Every report and action record of the room about one message. */
const moderationOf = async (messageId: string) =>
  (await partitionItems(`MODERATION#${COMMUNITY_ROOM}`)).filter(
    (item) => (item.message as ChatMessage | undefined)?._id === messageId,
  );

const refused = { status: 401, message: 'Please log in.' };

describe('an access cookie that outlives its account', () => {
  it('files no chat report, once the deletion has started nor after it finished', async () => {
    const author = await personWithSession('Chatty Author');
    const message = await said(author, 'Is anyone here?');
    const reporter = await personWithSession('Leaving Reporter');
    const reportIt = () => reportChatMessage(request(reporter, { messageId: message._id, reason: 'Rude' }));

    await markDeleting(reporter.userId);
    await expect(reportIt()).rejects.toMatchObject(refused);
    const { email } = (await getAccount(reporter.userId))!;
    await eraseAccount({ _id: reporter.userId, email });
    await expect(reportIt()).rejects.toMatchObject(refused);

    expect(await moderationOf(message._id)).toEqual([]);
    expect(await itemsHolding(reporter.userId)).toEqual([]);
    expect(await itemsHolding(reporter.name)).toEqual([]);
  });

  it('of an admin deletes, mutes and dismisses nothing', async () => {
    const author = await personWithSession('Loud Author');
    const reporter = await personWithSession('Careful Reporter');
    const [toDelete, toMute, toDismiss] = [
      await said(author, 'one'),
      await said(author, 'two'),
      await said(author, 'three'),
    ];
    for (const message of [toDelete, toMute, toDismiss]) await report(reporter, message._id, 'Too loud');
    const admin = await personWithSession('Leaving Moderator', 'admin');

    await markDeleting(admin.userId);
    await expect(deleteChatMessage(request(admin, undefined, { id: toDelete._id }))).rejects.toMatchObject(
      refused,
    );
    await expect(muteChatAuthor(request(admin, { minutes: 10 }, { id: toMute._id }))).rejects.toMatchObject(
      refused,
    );
    await expect(dismissChatReports(request(admin, undefined, { id: toDismiss._id }))).rejects.toMatchObject(
      refused,
    );

    expect(await getMessage(COMMUNITY_ROOM, toDelete._id)).not.toBeNull();
    expect(await mutedUntil(COMMUNITY_ROOM, author.userId)).toBeNull();
    for (const message of [toDelete, toMute, toDismiss]) {
      // Only the open report is there: no action was recorded, and nothing was resolved.
      expect((await moderationOf(message._id)).map((item) => item.type)).toEqual(['chat-report']);
    }
  });

  it('of an admin decides no course request', async () => {
    const asker = await personWithSession('Hopeful Asker');
    const ask = (message: string) =>
      submitRequest(asker, {
        name: asker.name,
        email: 'asker@example.com',
        playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
        message,
      });
    const [toApprove, toReject] = [await ask('Loops, please'), await ask('Trees, please')];
    const admin = await personWithSession('Leaving Decider', 'admin');

    await markDeleting(admin.userId);
    const course = {
      name: 'Loops from scratch',
      creator: 'Meera Iyer',
      category: 'Programming',
      language: 'english' as const,
      info: 'Loops.',
      description: 'Every loop there is.',
      lessons: [{ lessonName: 'Introduction', link: 'dQw4w9WgXcQ' }],
    };
    await expect(approveRequest(request(admin, course, { id: toApprove }))).rejects.toMatchObject(refused);
    await expect(rejectRequest(request(admin, { reason: 'No' }, { id: toReject }))).rejects.toMatchObject(
      refused,
    );

    for (const id of [toApprove, toReject]) {
      const stored = await getRequest(id);
      expect(stored).toMatchObject({ status: 'new' });
      expect(stored).not.toHaveProperty('decidedBy');
    }
    const partition = await partitionItems(`USER#${admin.userId}`);
    expect(partition.filter((item) => String(item.sk).startsWith('DECISION#'))).toEqual([]);
  });
});

describe('an account whose deletion has started', () => {
  it('cannot be muted: nothing is written under it, and no action recorded', async () => {
    const author = await personWithSession('Leaving Author');
    const message = await said(author, 'Goodbye, all');
    const admin = await personWithSession('Staying Moderator', 'admin');

    await markDeleting(author.userId);
    await expect(muteChatAuthor(request(admin, { minutes: 60 }, { id: message._id }))).rejects.toMatchObject({
      status: 404,
      message: CHAT_MESSAGES.messageGone,
    });

    expect(await partitionItems(`USER#${author.userId}`)).not.toContainEqual(
      expect.objectContaining({ sk: `MUTE#${COMMUNITY_ROOM}` }),
    );
    expect(await moderationOf(message._id)).toEqual([]);
  });

  it('is named as the deletion names it in reports and actions written meanwhile', async () => {
    const author = await personWithSession('Going Author');
    const [reportedLater, dismissedLater] = [
      await said(author, 'first words'),
      await said(author, 'last words'),
    ];
    const reporter = await personWithSession('Early Reporter');
    // Reported while the author's account was live: the report's copy still names them.
    await report(reporter, dismissedLater._id, 'Off topic');
    const admin = await personWithSession('Calm Moderator', 'admin');

    await markDeleting(author.userId);
    const filed = await reportChatMessage(
      request(reporter, { messageId: reportedLater._id, reason: 'Spam' }),
    );
    expect(filed.status).toBe(201);
    expect((await dismissChatReports(request(admin, undefined, { id: dismissedLater._id }))).status).toBe(
      200,
    );

    const [newReport] = await moderationOf(reportedLater._id);
    expect(newReport).toMatchObject({ type: 'chat-report', message: { user: DELETED_LEARNER } });
    expect(newReport).not.toHaveProperty('authorId');
    const [action] = await moderationOf(dismissedLater._id);
    expect(action).toMatchObject({
      type: 'moderation-action',
      action: 'dismiss',
      message: { user: DELETED_LEARNER },
    });
    expect(action).not.toHaveProperty('authorId');
  });
});

describe('the writes of a login and of a forgotten password', () => {
  it('store nothing for an account whose deletion started after they read it', async () => {
    const person = await personWithSession('Late Login');
    const before = (await partitionItems(`USER#${person.userId}`)).map((item) => item.sk);

    // The login's and the reset request's reads saw a live account; the deletion starts, then they write.
    await markDeleting(person.userId);
    expect(await startSession(person.userId)).toEqual({ ok: false, refused: 'no-account' });
    await rememberDevice(person.userId, newSecret());
    expect(await issueLinkToken('reset', person.userId)).toEqual({ ok: false, refused: 'no-account' });

    expect((await partitionItems(`USER#${person.userId}`)).map((item) => item.sk)).toEqual(before);
  });
});
