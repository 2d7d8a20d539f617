import { noteSchema } from '../../shared/learning';
import { http, ok } from '../lib/http';
import { removeNote } from './lesson-notes';

export const handler = http('POST /api/note/delete', noteSchema, async ({ body, user }) => {
  await removeNote(user.userId, body);
  return ok({ msg: 'Note deleted.' });
});
