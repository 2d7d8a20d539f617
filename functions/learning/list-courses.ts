import { ok, type Reply } from '../lib/http';
import { listCatalogue } from './catalogue';

export async function listCourses(): Promise<Reply> {
  return ok(await listCatalogue());
}
