import { ok, type Reply } from '../runtime/http';
import { contentHealth } from './health';

export async function getContentHealth(): Promise<Reply> {
  return ok(await contentHealth());
}
