/**
 * Invoking another function of the stack asynchronously (Lambda's `Event` invocation): Lambda queues
 * the payload and answers 202 at once, so the caller never waits for the work. Locally the gateway
 * answers the same call and runs the worker apart from the caller, on a thread of its own under `npm
 * start` (infra/local/lambda.ts).
 */
import { config } from './config';
import { callError, signedPost } from './signed-http';

/** Queues `payload` for the manifest's worker `key`; throws when Lambda does not accept it. */
export async function invokeWorker(key: string, payload: unknown): Promise<void> {
  const answer = await signedPost({
    service: 'lambda',
    endpoint: config.lambdaEndpoint,
    path: `/2015-03-31/functions/${encodeURIComponent(config.workerFunctionName(key))}/invocations`,
    headers: { 'x-amz-invocation-type': 'Event' },
    body: JSON.stringify(payload),
  });
  if (answer.status !== 202) throw callError(answer, 'InvokeError');
}
