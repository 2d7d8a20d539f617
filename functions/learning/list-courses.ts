import { ok, type Reply } from '../runtime/http';
import { listCatalogue } from './catalogue';

export async function listCourses(): Promise<Reply> {
  return ok(await listCatalogue());
}
