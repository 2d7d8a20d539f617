import type { noteSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { removeNote } from './lesson-notes';

export async function deleteNoteFor({ body, user }: HttpRequest<BodyOf<typeof noteSchema>>): Promise<Reply> {
  await removeNote(user.userId, body);
  return ok({ msg: 'Note deleted.' });
}
