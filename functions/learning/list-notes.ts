import type { lessonSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { notesOf } from './lesson-notes';

export async function listNotes({ body, user }: HttpRequest<BodyOf<typeof lessonSchema>>): Promise<Reply> {
  return ok(await notesOf(user.userId, body));
}
