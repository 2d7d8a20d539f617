import { MESSAGES } from '../../shared/constants';
import { BadRequest } from '../lib/errors';
import { http, ok } from '../lib/http';
import { verifyEmail } from './accounts';

export const handler = http('GET /api/users/{id}/verify/{token}', null, async ({ params }) => {
  if (!(await verifyEmail(params.id!, params.token!))) throw new BadRequest(MESSAGES.invalidLink);
  return ok({ msg: MESSAGES.verified });
});
