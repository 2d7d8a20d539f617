import { positionSchema } from '../../shared/learning';
import { http, ok } from '../lib/http';
import { saveResumePoint } from './progress';

export const handler = http('PUT /api/progress/position', positionSchema, async ({ body, user }) => {
  await saveResumePoint(user.userId, body);
  return ok({ msg: 'Position saved.' });
});
