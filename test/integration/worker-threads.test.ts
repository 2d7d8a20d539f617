/**
 * `npm start` and the bench run invoked workers on threads of their own, as Lambda runs them apart
 * from API Gateway (infra/local/lambda-runners.ts): a chat message reaches every learner's socket
 * through a fan-out worker on another thread, and a worker that throws there is reported with what
 * it threw while its thread goes on taking invocations.
 */
import { threadRunner } from '../../infra/local/lambda-runners';
import type { ChatMessage } from '../../shared/types';
import { chatGatewayForFile } from '../support/chat-gateway';
import { eventually, joinedChat } from '../support/chat-socket';
import { loggedInLearner } from '../support/users';

jest.setTimeout(60_000);

const gateway = chatGatewayForFile({ workerThreads: true });

it('delivers a chat message to every socket through a worker on another thread', async () => {
  const [asha, ben] = await Promise.all([loggedInLearner('Thread Asha'), loggedInLearner('Thread Ben')]);
  const [mine, theirs] = await Promise.all([
    joinedChat(gateway.url, asha.jar.cookies()),
    joinedChat(gateway.url, ben.jar.cookies()),
  ]);
  try {
    const text = `from a thread ${Date.now()}`;
    mine.send({ action: 'send_chat', message: text });
    for (const [who, socket] of [
      ['Asha', mine],
      ['Ben', theirs],
    ] as const) {
      // Loose: the worker's thread loads the fan-out's code on its first message, and on a busy
      // machine that alone can take seconds.
      await eventually(
        () => socket.frames.find((f) => f.event === 'chat' && (f.data as ChatMessage).message === text),
        `the message to reach ${who}`,
        30_000,
      );
    }
  } finally {
    mine.socket.terminate();
    theirs.socket.terminate();
  }
});

it('reports what a worker threw, and the thread takes the next invocation', async () => {
  const runner = threadRunner(1);
  try {
    // A fan-out job without its room and shards: the worker fails reading it.
    await expect(runner.run('chat-fan-out', null, 'bad-job')).rejects.toThrow(/TypeError/);
    await expect(runner.run('no-such-worker', {}, 'unknown')).rejects.toThrow(
      'No worker no-such-worker in the manifest',
    );
  } finally {
    await runner.close();
  }
});
