import { MESSAGES } from '../../shared/constants';
import { NotFound } from '../lib/errors';
import { http, ok } from '../lib/http';
import { isResetLinkValid } from './accounts';

export const handler = http('GET /api/users/{id}/reset/{token}', null, async ({ params }) => {
  if (!(await isResetLinkValid(params.id!, params.token!))) throw new NotFound(MESSAGES.invalidLink);
  return ok({ msg: 'Valid link.' });
});
