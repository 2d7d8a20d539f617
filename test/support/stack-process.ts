/**
 * The local stack in a process of its own, started and ended the way `npm start` is, for the tests
 * that attack or crash it and for the chat bench (whose clients must not share the stack's event
 * loop): DynamoDB Local in memory and the local SES on free ports, the gateway on a free port serving
 * STATIC_DIR when set. Prints one JSON line `{ "url", "sesEndpoint", "pid" }` once it serves.
 * A `crash` line on stdin throws an exception nothing catches.
 *
 * Run with `node --import tsx test/support/stack-process.ts` (one process, as `npm start` runs).
 */
import { createInterface } from 'node:readline';
import { endWithProcess } from '../../infra/local/lifecycle';
import { startLocalStack } from '../../infra/local/stack';
import { rotatedSessionKeys } from '../../infra/session-keys/keys';
import { freePort } from './free-port';

async function main(): Promise<void> {
  const lifecycle = endWithProcess();
  const [port, ddbPort, sesPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const stack = await startLocalStack({
    port,
    ddbPort,
    sesPort,
    tableName: process.env.STACK_TABLE_NAME || 'learnfree-stack-process',
    sessionKeys: await rotatedSessionKeys(),
    staticDir: process.env.STATIC_DIR || undefined,
  });
  lifecycle.onStop(stack.stop);
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line.trim() === 'crash')
      setTimeout(() => {
        throw new Error('A simulated fault in the local stack');
      });
  });
  console.log(JSON.stringify({ url: stack.appUrl, sesEndpoint: stack.sesEndpoint, pid: process.pid }));
}

void main();
