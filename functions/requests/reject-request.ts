import { http, ok } from '../lib/http';
import { reject } from './decisions';

export const handler = http('POST /api/request/{id}/reject', null, async ({ user, params }) => {
  await reject(user, params.id!);
  return ok({ msg: 'The request was rejected.' });
});
