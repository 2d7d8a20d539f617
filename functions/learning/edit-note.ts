import type { editNoteSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { updateNote } from './lesson-notes';

export async function editNoteFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof editNoteSchema>>): Promise<Reply> {
  return created({ msg: 'Note edited.', note: await updateNote(user.userId, body) });
}
