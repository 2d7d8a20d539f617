/**
 * What Lambda's Invoke API does for the stack's workers, locally: `POST
 * /2015-03-31/functions/{name}/invocations` with `X-Amz-Invocation-Type: Event` queues the payload and
 * answers 202 at once; the worker (named by its manifest key, as `config.workerFunctionName` names it
 * locally) then runs where the runner puts it (lambda-runners.ts: a thread of its own under `npm
 * start`, this loop in tests), as the deployed one runs in an environment of its own. A worker that
 * throws is logged, as Lambda records a failed asynchronous invocation. Only `Event` invocations exist here:
 * nothing in the product waits for a worker.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isWorker } from './handlers';
import type { WorkerRunner } from './lambda-runners';
import { isLoopback } from './loopback';
import { readBody } from './read-body';

export interface LocalLambdaApi {
  /** Serves `/2015-03-31/functions/{name}/invocations` like Lambda's Invoke API. */
  handleInvoke(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Waits for every worker still running. */
  close(): Promise<void>;
}

/** Lambda's limit for the payload of an asynchronous invocation. */
const MAX_EVENT_BYTES = 256 * 1024;
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations\/?$/;

function answer(res: ServerResponse, status: number, errorType?: string, message?: string): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
  };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(status, headers);
  res.end(errorType ? JSON.stringify({ Type: 'User', message }) : '');
}

export function attachLambda(runner: WorkerRunner): LocalLambdaApi {
  const running = new Set<Promise<unknown>>();

  const handleInvoke = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (!isLoopback(req.socket.remoteAddress)) {
      return answer(res, 403, 'AccessDeniedException', 'Forbidden');
    }
    const match = INVOKE_PATH.exec(url.pathname);
    if (req.method !== 'POST' || !match) return answer(res, 404, 'UnknownOperationException', 'Not found');
    const name = decodeURIComponent(match[1]!);
    if (!isWorker(name)) return answer(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    if ((req.headers['x-amz-invocation-type'] ?? 'RequestResponse') !== 'Event') {
      return answer(res, 400, 'InvalidParameterValueException', 'Only Event invocations are served locally.');
    }
    const body = await readBody(req, MAX_EVENT_BYTES);
    if (body === null) return answer(res, 413, 'RequestEntityTooLargeException', 'Request must be smaller');
    let payload: unknown;
    try {
      payload = body.length ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      return answer(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
    }
    answer(res, 202);
    const run = runner.run(name, payload, randomUUID()).catch((error: unknown) => {
      console.error(`worker ${name} failed`, error);
    });
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  return {
    handleInvoke,
    close: async () => {
      await Promise.allSettled([...running]);
      await runner.close();
    },
  };
}
