import type { WorkerRequest } from '../runtime/worker';
import { deliverToShards, type FanOutJob, type ShardResult } from './fan-out';

/** The fan-out worker: one run of shards' part of one message (see fan-out.ts). */
export async function deliverShards({ payload }: WorkerRequest<FanOutJob>): Promise<ShardResult> {
  return deliverToShards(payload);
}
