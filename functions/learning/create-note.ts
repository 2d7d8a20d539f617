import { newNoteSchema } from '../../shared/learning';
import { created, http } from '../lib/http';
import { createNote } from './lesson-notes';

export const handler = http('POST /api/note/new', newNoteSchema, async ({ body, user }) =>
  created({ msg: 'Note saved.', note: await createNote(user.userId, body) }),
);
