/**
 * "Deleted means deleted", checked the blunt way: an account that used every feature as a learner
 * and every power as an admin deletes itself, and then every item of the file's own table is read
 * (a Scan followed to its last page) and searched for the account's id and name, in any key or
 * attribute, however deep. docs/data-design.md ("Deleting an account") names nothing that may keep
 * them: what others still need stays, with the account taken off.
 */
import { randomBytes } from 'node:crypto';
import { DELETED_ACCOUNT } from '../../functions/data/account-erasure';
import { db } from '../../functions/lib/aws';
import { UpdateCommand } from '../../functions/lib/dynamodb';
import { httpHandler } from '../../infra/local/handlers';
import { DELETED_LEARNER } from '../../shared/account';
import type { ChatReports, CourseRequest } from '../../shared/types';
import { accountClient } from '../support/account-client';
import { itemsHolding } from '../support/account-traces';
import { loggedInAdmin } from '../support/admins';
import { busyAdmin } from '../support/busy-learner';
import { chatGatewayForFile } from '../support/chat-gateway';
import { userIdOf } from '../support/learning-client';
import { getItem, type Item } from '../support/table-items';
import { loggedInLearner, type TestLearner } from '../support/users';

jest.setTimeout(180_000);

const chat = chatGatewayForFile();

const listReports = httpHandler('GET /api/chat/reports');
const submitRequest = httpHandler('POST /api/course/request');
const listRequests = httpHandler('POST /api/request/list');

/** Each item holding `text`, as `pk sk (type)`: what a failure shows. */
async function tracesOf(text: string): Promise<string[]> {
  return (await itemsHolding(text)).map((item) => `${item.pk} ${item.sk} (${String(item.type ?? '-')})`);
}

/** The kinds of item holding `text`: their `type`, or the start of their key when they have none. */
async function kindsHolding(text: string): Promise<string[]> {
  const kindOf = (item: Item) => String(item.type ?? String(item.sk).split('#')[0]);
  return [...new Set((await itemsHolding(text)).map(kindOf))].sort();
}

const requestItem = (requestId: string) => getItem(`REQUEST#${requestId}`, 'REQUEST');

describe('deleting an account that did everything, as a learner and as an admin', () => {
  it('leaves no item in the table holding its id or its name', async () => {
    const account = await busyAdmin(chat.url, 'Everything');
    const [approved, rejected] = account.decidedRequestIds;
    // The Scan finds the id wherever the deletion has to reach: under the account, in what it wrote
    // for others to see, and where it acted on others' items.
    expect(await kindsHolding(account.userId)).toEqual(
      expect.arrayContaining([
        'user',
        'email',
        'session',
        'device',
        'note',
        'COURSE',
        'chat',
        'user-chat',
        'chat-mute',
        'chat-report',
        'moderation-action',
        'question',
        'answer',
        'course-request',
        'user-request',
        'user-decision',
        'connection',
        'user-connection',
      ]),
    );
    expect(await requestItem(approved)).toMatchObject({ decidedBy: account.userId });

    const deleted = await accountClient(account.jar).deleteAccount(account.password);
    expect(deleted.status).toBe(200);
    account.chat.socket.close();

    expect(await tracesOf(account.userId)).toEqual([]);
    expect(await tracesOf(account.name)).toEqual([]);

    // What others still need stays, without the account: the decisions on another learner's
    // requests, the record of the admin's moderation, the quiz they edited.
    expect(await requestItem(approved)).toMatchObject({ status: 'approved', decidedBy: DELETED_ACCOUNT });
    expect(await requestItem(rejected)).toMatchObject({ status: 'rejected', decidedBy: DELETED_ACCOUNT });
    const reader = await loggedInAdmin('Reading Admin');
    const { actions } = (
      await reader.jar.call<ChatReports>(listReports, { method: 'GET', path: '/api/chat/reports' })
    ).body;
    const { deleted: gone, muted, dismissed } = account.moderated;
    expect(
      actions
        .filter((a) => [gone._id, muted._id, dismissed._id].includes(a.message._id))
        .map((a) => [a.action, a.by])
        .sort(),
    ).toEqual([
      ['delete', DELETED_LEARNER],
      ['dismiss', DELETED_LEARNER],
      ['mute', DELETED_LEARNER],
    ]);
    expect(await getItem(`QUIZ#${account.editedQuizId}`, 'QUIZ')).toMatchObject({
      title: 'Edited by the admin',
    });
  });

  it('takes its id off course requests it decided before decisions kept a pointer', async () => {
    const asker: TestLearner = await loggedInLearner('Early Asker');
    await asker.jar.call(submitRequest, {
      path: '/api/course/request',
      body: {
        name: asker.name,
        email: asker.email,
        playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
        message: 'An early one',
      },
    });
    const [request] = (await asker.jar.call<CourseRequest[]>(listRequests, { path: '/api/request/list' }))
      .body;
    const admin = await loggedInAdmin(`Early Admin ${randomBytes(2).toString('hex')}`);
    const adminId = userIdOf(admin.jar);
    // A rejection as it was stored before decisions wrote the admin's pointer: only the request.
    await db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME!,
        Key: { pk: `REQUEST#${request!._id}`, sk: 'REQUEST' },
        UpdateExpression: 'SET #status = :rejected, decidedAt = :at, decidedBy = :admin',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':rejected': 'rejected',
          ':at': new Date().toISOString(),
          ':admin': adminId,
        },
      }),
    );

    expect((await accountClient(admin.jar).deleteAccount(admin.password)).status).toBe(200);

    expect(await tracesOf(adminId)).toEqual([]);
    expect(await requestItem(request!._id)).toMatchObject({ status: 'rejected', decidedBy: DELETED_ACCOUNT });
  });
});
