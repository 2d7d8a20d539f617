import { lessonSchema } from '../../shared/learning';
import { http, ok } from '../lib/http';
import { notesOf } from './lesson-notes';

export const handler = http('POST /api/note', lessonSchema, async ({ body, user }) =>
  ok(await notesOf(user.userId, body)),
);
