import { editNoteSchema } from '../../shared/learning';
import { created, http } from '../lib/http';
import { updateNote } from './lesson-notes';

export const handler = http('POST /api/note/edit', editNoteSchema, async ({ body, user }) =>
  created({ msg: 'Note edited.', note: await updateNote(user.userId, body) }),
);
