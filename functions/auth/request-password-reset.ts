import { forgotPasswordSchema } from '../../shared/validation';
import { http, ok } from '../lib/http';
import { RESET_SENT_MSG, requestPasswordReset } from './accounts';

export const handler = http('POST /api/users/reset', forgotPasswordSchema, async ({ body, sourceIp }) => {
  await requestPasswordReset(body.email, sourceIp);
  return ok({ msg: RESET_SENT_MSG });
});
