import type { noteSchema } from '../../shared/learning';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';
import { removeNote } from './lesson-notes';

export async function deleteNoteFor({ body, user }: HttpRequest<BodyOf<typeof noteSchema>>): Promise<Reply> {
  await removeNote(user.userId, body);
  return ok({ msg: 'Note deleted.' });
}
