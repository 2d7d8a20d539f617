/**
 * Reporting a chat message through the real handler against DynamoDB Local: a learner cannot report
 * their own message, and someone else still can.
 */
import { httpHandler } from '../../infra/local/handlers';
import { CHAT_MESSAGES, COMMUNITY_ROOM } from '../../shared/chat';
import { userIdOf } from '../../test/support/learning-client';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { saveMessage } from '../data/chat';
import { RATE_LIMITS } from '../data/rate-limit-table';

jest.setTimeout(60_000);

const reportHandler = httpHandler('POST /api/chat/reports');

const report = (learner: TestLearner, messageId: string) =>
  learner.jar.call(reportHandler, {
    path: '/api/chat/reports',
    body: { messageId, reason: 'Spam link' },
  });

async function messageBy(learner: TestLearner): Promise<string> {
  const saved = await saveMessage(
    COMMUNITY_ROOM,
    { user: learner.name, userId: userIdOf(learner.jar), message: 'Hello, room' },
    RATE_LIMITS.chatMessagesPerLearner,
  );
  if (!saved.ok) throw new Error(`message not saved: ${saved.refused}`);
  return saved.value._id;
}

describe('POST /api/chat/reports', () => {
  it("refuses a learner's report of their own message, and takes someone else's", async () => {
    const [asha, ben] = await Promise.all([loggedInLearner('Asha Own'), loggedInLearner('Ben Other')]);
    const id = await messageBy(asha);

    expect(await report(asha, id)).toMatchObject({
      status: 403,
      body: { msg: 'You cannot report your own message.' },
    });
    expect(await report(ben, id)).toMatchObject({ status: 201, body: { msg: CHAT_MESSAGES.reported } });
  });
});
