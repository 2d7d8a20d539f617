import type { lessonSchema } from '../../shared/learning';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';
import { notesOf } from './lesson-notes';

export async function listNotes({ body, user }: HttpRequest<BodyOf<typeof lessonSchema>>): Promise<Reply> {
  return ok(await notesOf(user.userId, body));
}
