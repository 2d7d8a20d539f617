/**
 * Deleting an account, against DynamoDB Local with the local gateway in this process (real sockets):
 * a learner who used every feature leaves nothing keyed by their id, like counts come down exactly,
 * their chat messages stay under "Deleted learner", and a deletion that died halfway finishes when it
 * runs again. Also the round trips of the export and the deletion for a large account.
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import { type Io, runCommand } from '../../scripts/lib/cli';
import { deletionsCommand } from '../../scripts/lib/deletions-command';
import { resolveTarget } from '../../scripts/lib/target';
import { ACCOUNT_MESSAGES, DELETED_LEARNER } from '../../shared/account';
import { CERTIFICATE_NOT_FOUND } from '../../shared/certificates';
import { COMMUNITY_ROOM } from '../../shared/chat';
import type { ChatReports, Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { itemsHolding, keyPatternTraces } from '../../test/support/account-traces';
import { loggedInAdmin } from '../../test/support/admins';
import { type BusyLearner, busyLearner } from '../../test/support/busy-learner';
import { certificateClient } from '../../test/support/certificate-client';
import { chatGatewayForFile } from '../../test/support/chat-gateway';
import { closedWithin, eventually, joinedChat, postMessage } from '../../test/support/chat-socket';
import { freshCourse } from '../../test/support/courses';
import { discussionClient } from '../../test/support/discussion-client';
import { CookieJar } from '../../test/support/events';
import { linkParams, VERIFY_LINK } from '../../test/support/inbox';
import { learningClient, userIdOf } from '../../test/support/learning-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { partitionItems, storedChatMessage } from '../../test/support/table-items';
import { loggedInLearner } from '../../test/support/users';
import { endEverySession } from '../auth/sign-out';
import { markDeleting, remainingItems, removeItems } from '../data/account-erasure';
import { shardCounts } from '../data/connections';
import { getCourseLove } from '../data/courses';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { connectionShard, shardLabel } from '../data/shards';
import { getAccount } from '../data/users';
import { db } from '../lib/aws';
import { UpdateCommand } from '../lib/dynamodb';
import { eraseAccount } from './deletion';

const login = httpHandler('POST /api/login');
const register = httpHandler('POST /api/register');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');
const refresh = httpHandler('GET /api/token/refresh');
const submitRequest = httpHandler('POST /api/course/request');

jest.setTimeout(120_000);

// Chat messages reach the room through the fan-out workers, which this gateway runs.
const gateway = chatGatewayForFile();

let moderator: CookieJar | undefined;
/** The room's reports and moderation actions, as an admin sees them. */
async function moderationRecords(jar?: CookieJar): Promise<ChatReports> {
  moderator ??= (await loggedInAdmin('Reading Admin')).jar;
  const answer = await (jar ?? moderator).call<ChatReports>(httpHandler('GET /api/chat/reports'), {
    method: 'GET',
    path: '/api/chat/reports',
  });
  return answer.body;
}

const logIn = (email: string, password: string) =>
  new CookieJar().call(login, { path: '/api/login', body: { email, password } });

/** Nothing of the account is left: by every key pattern, and anywhere in the table. */
async function expectNothingLeftOf(learner: BusyLearner): Promise<void> {
  expect(
    await keyPatternTraces({
      userId: learner.userId,
      email: learner.email,
      name: learner.name,
      certificateIds: [learner.certificateId],
      requestIds: [learner.requestId],
      questionIds: [learner.questionId],
    }),
  ).toEqual([]);
  expect(await itemsHolding(learner.userId)).toEqual([]);
  expect(await itemsHolding(learner.name)).toEqual([]);
  // Failed logins per address *and source* can only be found by their source: those of sources other
  // than the deleting request's hold a count under the address until they expire, within 16 minutes.
  const byAddress = await itemsHolding(learner.email);
  const sourceWindow = `RATE#${RATE_LIMITS.loginFailuresPerAddressAndSource.scope}#${learner.email}#`;
  expect(byAddress.filter((item) => !String(item.pk).startsWith(sourceWindow))).toEqual([]);
  for (const item of byAddress) expect(Number(item.ttl)).toBeLessThanOrEqual(Date.now() / 1000 + 16 * 60);
}

describe('DELETE /api/users/me', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const learner = await busyLearner(gateway.url, 'Keeper');
    const before = await partitionItems(`USER#${learner.userId}`);
    expect(await accountClient(learner.jar).deleteAccount('not my password')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.wrongPassword },
    });
    expect(await accountClient(learner.jar).deleteAccount('')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.passwordMissing },
    });
    expect((await partitionItems(`USER#${learner.userId}`)).length).toBe(before.length);
    expect((await logIn(learner.email, learner.password)).status).toBe(200);
    learner.chat.socket.close();
  });

  it('removes a learner who used every feature and leaves nothing keyed by them', async () => {
    const learner = await busyLearner(gateway.url, 'Leaver');
    const [liked, alsoLiked] = learner.courses;
    // Another learner's like on the same course must survive, exactly.
    const neighbour = await loggedInLearner('Stayer Learner');
    await learningClient(neighbour.jar).enroll(liked._id);
    await learningClient(neighbour.jar).love(liked._id);
    expect(await getCourseLove(liked._id)).toBe(2);
    const oldCookies = learner.jar.cookies();

    const answer = await accountClient(learner.jar).deleteAccount(learner.password);
    expect(answer).toMatchObject({ status: 200, body: { msg: ACCOUNT_MESSAGES.deleted } });
    expect(answer.cookies.filter((c) => /Max-Age=0/.test(c))).toHaveLength(3);
    expect(await closedWithin(learner.chat)).toBe(1000);

    await expectNothingLeftOf(learner);
    expect(await getCourseLove(liked._id)).toBe(1);
    expect(await getCourseLove(alsoLiked._id)).toBe(0);
    expect(await certificateClient().show(learner.certificateId)).toMatchObject({
      status: 404,
      body: { msg: CERTIFICATE_NOT_FOUND },
    });
    const message = await storedChatMessage(COMMUNITY_ROOM, learner.chatText);
    expect(message).toMatchObject({ user: DELETED_LEARNER });
    expect(message).not.toHaveProperty('userId');
    // Moderation keeps the learner's report, the report of their message and the mute, without them.
    const { reports, actions } = await moderationRecords();
    const reportedByThem = reports.find((r) => r.message._id === learner.reported.theirs._id);
    expect(reportedByThem?.reports).toEqual([
      expect.objectContaining({ reporter: DELETED_LEARNER, reason: 'Off topic' }),
    ]);
    const theirOwn = reports.find((r) => r.message._id === learner.reported.own._id);
    expect(theirOwn?.message).toMatchObject({ user: DELETED_LEARNER, message: learner.chatText });
    expect(theirOwn?.reports).toEqual([expect.objectContaining({ reason: 'Rude' })]);
    expect(actions.find((a) => a.message._id === learner.reported.own._id)).toMatchObject({
      action: 'mute',
      message: { user: DELETED_LEARNER },
    });
    // The discussion keeps the question and the answer, without their author.
    const thread = (await discussionClient(neighbour.jar).thread(learner.questionId)).body;
    expect(thread.question).toMatchObject({ title: 'Why loops?', author: DELETED_LEARNER, mine: false });
    expect(thread.answers).toEqual([
      expect.objectContaining({ body: 'To repeat work.', author: DELETED_LEARNER }),
    ]);

    // The old cookies of both browsers open nothing and write nothing.
    const old = new CookieJar();
    old.store(oldCookies.map((c) => `${c}; Path=/`));
    for (const jar of [old, learner.elsewhere]) {
      expect((await accountClient(jar).me()).status).toBe(401);
      expect((await jar.call(refresh, { path: '/api/token/refresh' })).status).toBe(401);
    }
    expect((await learningClient(learner.elsewhere).enroll(liked._id)).status).toBe(401);
    const request = await learner.elsewhere.call(submitRequest, {
      path: '/api/course/request',
      body: {
        name: 'Ghost Writer',
        email: learner.email,
        playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
        message: 'from beyond',
      },
    });
    expect(request.status).toBe(401);
    expect(await partitionItems(`USER#${learner.userId}`)).toEqual([]);
    expect((await logIn(learner.email, learner.password)).status).toBe(401);

    // The address is free again, and the new account inherits nothing.
    const fresh = new CookieJar();
    const password = 'a new beginning';
    expect(
      (
        await fresh.call(register, {
          path: '/api/register',
          body: { name: 'Second Life', email: learner.email, password, confirmPassword: password },
        })
      ).status,
    ).toBe(201);
    const link = await linkParams(learner.email, VERIFY_LINK);
    expect((await fresh.call(verify, { path: '/api/users/verify', params: link })).status).toBe(200);
    expect(
      (await fresh.call(login, { path: '/api/login', body: { email: learner.email, password } })).status,
    ).toBe(200);
    expect(userIdOf(fresh)).not.toBe(learner.userId);
    const data = (await accountClient(fresh).exportData()).body;
    expect(data).toMatchObject({
      enrolments: [],
      likes: [],
      notes: [],
      courseRequests: [],
      certificates: [],
      chatMessages: [],
    });
    expect(data.profile.name).toBe('Second Life');
  });

  it('finishes a deletion that died halfway when it runs again', async () => {
    const learner = await busyLearner(gateway.url, 'Halfway');
    const [liked] = learner.courses;
    // A run that died after marking the account, ending its sessions and removing part of its items.
    await markDeleting(learner.userId);
    await endEverySession(learner.userId);
    const items = await remainingItems(learner.userId);
    await removeItems(items.filter((item) => String(item.sk).startsWith('NOTE#')).slice(0, 2));
    await removeItems(items.filter((item) => String(item.sk) === `COURSE#${liked._id}`));
    expect(await getCourseLove(liked._id)).toBe(0);

    // Half-deleted, the account is already gone for everyone, and nothing new can be written to it.
    expect((await logIn(learner.email, learner.password)).status).toBe(401);
    expect((await accountClient(learner.jar).me()).status).toBe(401);
    expect((await learningClient(learner.jar).enroll(liked._id)).status).toBe(401);

    // The owner too: their session ended with the first run.
    expect((await accountClient(learner.jar).deleteAccount(learner.password)).status).toBe(401);

    // What `npm run account:deletions -- finish` runs for it (the test below runs the command).
    await eraseAccount((await getAccount(learner.userId))!);
    await expectNothingLeftOf(learner);
    // The like taken off in the first run is not taken off twice.
    expect(await getCourseLove(liked._id)).toBe(0);
    const message = await storedChatMessage(COMMUNITY_ROOM, learner.chatText);
    expect(message).toMatchObject({ user: DELETED_LEARNER });
    expect(message).not.toHaveProperty('userId');
  });

  it('is finished by `npm run account:deletions -- finish` when nobody tries again', async () => {
    const learner = await busyLearner(gateway.url, 'Abandoned');
    // A run that died right after marking the account: its sessions and sockets are still there.
    await markDeleting(learner.userId);

    const lines: string[] = [];
    const io: Io = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
    const local = resolveTarget([], process.env).target;
    expect(await runCommand(deletionsCommand, ['list'], io, 'USAGE', local)).toBe(0);
    expect(lines).toContain(learner.userId);
    expect(await runCommand(deletionsCommand, ['finish'], io, 'USAGE', local)).toBe(0);
    expect(lines).toContain(`${learner.userId}: deleted`);
    expect(await closedWithin(learner.chat)).toBe(1000);
    await expectNothingLeftOf(learner);
  });
});

describe('a connection whose disconnect never came', () => {
  it('is counted out of its shard with the account', async () => {
    const learner = await loggedInLearner('Lapsed Socket');
    const userId = userIdOf(learner.jar);
    const chat = await joinedChat(gateway.url, learner.jar.cookies());
    const [twin] = (await partitionItems(`USER#${userId}`)).filter((item) =>
      String(item.sk).startsWith('CONN#'),
    );
    // Its two hours are over: signing out no longer sees it, but the room still holds it until TTL.
    await db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: { pk: twin!.pk, sk: twin!.sk },
        UpdateExpression: 'SET #ttl = :past',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60 },
      }),
    );
    const shard = connectionShard(String(twin!.connectionId));
    const inShard = async () =>
      (await partitionItems(`CONNS#${COMMUNITY_ROOM}`)).filter((item) =>
        String(item.sk).startsWith(`CONN#${shardLabel(shard)}#`),
      );
    expect((await inShard()).map((item) => item.connectionId)).toContain(twin!.connectionId);

    expect((await accountClient(learner.jar).deleteAccount(learner.password)).status).toBe(200);
    expect(await itemsHolding(String(twin!.connectionId))).toEqual([]);
    // The shard's count is what it holds (an earlier test's sockets may still be closing).
    await eventually(
      async () =>
        (await shardCounts(COMMUNITY_ROOM, true))[shard] === (await inShard()).length ? true : undefined,
      'the shard count to match the connections it holds',
    );
    chat.socket.terminate();
  });
});

describe('an admin deleting their account', () => {
  it('leaves the moderation actions they took, without their name', async () => {
    const [author, reporter, admin, otherAdmin] = await Promise.all([
      loggedInLearner('Loud Author'),
      loggedInLearner('Quiet Reporter'),
      loggedInAdmin(`Leaving Admin ${randomBytes(2).toString('hex')}`),
      loggedInAdmin('Staying Admin'),
    ]);
    const chat = await joinedChat(gateway.url, author.jar.cookies());
    const text = `shouting ${randomBytes(6).toString('hex')}`;
    const message = await postMessage(chat, text);
    chat.socket.close();
    await reporter.jar.call(httpHandler('POST /api/chat/reports'), {
      path: '/api/chat/reports',
      body: { messageId: message._id, reason: 'Shouting' },
    });
    const dismissed = await admin.jar.call(httpHandler('POST /api/chat/messages/{id}/dismiss'), {
      path: `/api/chat/messages/${message._id}/dismiss`,
      params: { id: message._id },
    });
    expect(dismissed.status).toBe(200);

    const adminId = userIdOf(admin.jar);
    expect((await accountClient(admin.jar).deleteAccount(admin.password)).status).toBe(200);
    const { actions } = await moderationRecords(otherAdmin.jar);
    expect(actions.find((a) => a.message._id === message._id)).toMatchObject({
      action: 'dismiss',
      by: DELETED_LEARNER,
      message: { user: 'Loud Author' },
    });
    expect(await itemsHolding(adminId)).toEqual([]);
    expect(await itemsHolding(admin.name)).toEqual([]);
  });
});

/** Enough items for several batches of 25, which is all the bounds below are about. */
const COURSES = 8;
const NOTES = 120;

describe('round trips of the export and the deletion', () => {
  it('stay bounded per 25 items for a learner with 8 courses and 120 notes', async () => {
    const learner = await loggedInLearner(`Heavy ${randomBytes(3).toString('hex')}`);
    const learning = learningClient(learner.jar);
    const courses: Course[] = [];
    for (let i = 0; i < COURSES; i++) courses.push(await freshCourse());
    for (const course of courses) {
      await learning.enroll(course._id);
      await learning.love(course._id);
      await learning.complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
    }
    const notes = Array.from({ length: NOTES }, (_, i) => ({
      courseId: courses[i % COURSES]!._id,
      lessonId: `lesson-${(Math.floor(i / COURSES) % 3) + 1}`,
      content: `note ${i}`,
    }));
    for (let i = 0; i < notes.length; i += 10) {
      const added = await Promise.all(notes.slice(i, i + 10).map((note) => learning.newNote(note)));
      expect(added.map((a) => a.status)).toEqual(added.map(() => 201));
    }
    const items = (await partitionItems(`USER#${userIdOf(learner.jar)}`)).length;
    const per25 = Math.ceil(items / 25);

    const exported = await countRoundTrips(() => accountClient(learner.jar).exportData());
    expect(exported.result.body.notes).toHaveLength(NOTES);
    expect(exported.result.body.enrolments).toHaveLength(COURSES);
    // GetItem profile ‖ Query partition (one page per MB) ‖ Query GSI2, then BatchGet courses ‖ certificates.
    expect(exported.commands.length).toBeLessThanOrEqual(6);

    const deleted = await countRoundTrips(() => accountClient(learner.jar).deleteAccount(learner.password));
    expect(deleted.result.status).toBe(200);
    const writes = deleted.commands.filter((c) => /BatchWrite|TransactWrite/.test(c)).length;
    // One write per 25 items (relations go 25 to a transaction with their like counts, the rest 25 to
    // a BatchWrite, so one more for the split), plus the password check's counter, the sessions
    // ended first, the rate windows and the final profile-and-address transaction.
    expect(writes).toBeLessThanOrEqual(per25 + 5);
    // The rest is fixed, whatever the account holds: the password check (2 reads, the counter and
    // its release), the mark, the sessions and sockets (2 Queries), the partition read twice (the
    // page, then empty), GSI2 for requests and posts, the moderation records of the chat room and
    // of reviews, GSI1 for decisions older than their pointers, and the rate windows (a Query per
    // scope, in parallel).
    expect(deleted.commands.length).toBeLessThanOrEqual(per25 + 35);
    for (const course of courses) expect(await getCourseLove(course._id)).toBe(0);
  }, 300_000);
});
