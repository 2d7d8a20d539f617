/**
 * The wrapper around every worker: a function no API reaches, which other functions invoke
 * asynchronously with a JSON payload (the chat fan-out). One log line per run with what the worker
 * reports; a failure is logged in full, counted in the 5xx metric and thrown on, so Lambda counts it
 * as the function's error (and retries it as the stack's event invoke settings say).
 */
import { randomUUID } from 'node:crypto';
import { log } from '../lib/log';
import { serverErrorMetric } from '../lib/metrics';

export interface WorkerRequest<Payload> {
  payload: Payload;
  requestId: string;
}

/** Lambda's context, of which a worker reads only the request id. */
export interface WorkerContext {
  awsRequestId?: string;
}

export type WorkerLambda = (event: unknown, context?: WorkerContext) => Promise<unknown>;

// biome-ignore lint/suspicious/noExplicitAny: the manifest's types bind each worker; here any worker fits.
type AnyWorker = (request: WorkerRequest<any>) => Promise<unknown>;

/** Wraps `handle` as the Lambda handler of the manifest's worker `key`. */
export function wrapWorker(key: string, handle: AnyWorker): WorkerLambda {
  return async (event, context) => {
    const requestId = context?.awsRequestId ?? randomUUID();
    const started = Date.now();
    try {
      const result = await handle({ payload: event, requestId });
      log.info('worker', {
        worker: key,
        requestId,
        ms: Date.now() - started,
        ...(result && typeof result === 'object' ? result : {}),
      });
      return result;
    } catch (error) {
      log.error('worker failed', { worker: key, requestId, ms: Date.now() - started, error });
      serverErrorMetric(key);
      throw error;
    }
  };
}
