import { MESSAGES } from '../../shared/constants';
import { resetPasswordSchema } from '../../shared/validation';
import { BadRequest } from '../lib/errors';
import { http, ok } from '../lib/http';
import { resetPassword } from './accounts';

export const handler = http(
  'POST /api/users/{id}/reset/{token}',
  resetPasswordSchema,
  async ({ params, body }) => {
    if (!(await resetPassword(params.id!, params.token!, body.password)))
      throw new BadRequest(MESSAGES.invalidLink);
    return ok({ msg: 'Your password has been changed. You can log in with it now.' });
  },
);
