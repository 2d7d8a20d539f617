import type { newNoteSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { createNote } from './lesson-notes';

export async function createNoteFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof newNoteSchema>>): Promise<Reply> {
  return created({ msg: 'Note saved.', note: await createNote(user.userId, body) });
}
