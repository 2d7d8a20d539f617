import { registerSchema } from '../../shared/validation';
import { created, http } from '../lib/http';
import { REGISTERED_MSG, register } from './accounts';

export const handler = http('POST /api/register', registerSchema, async ({ body, sourceIp }) => {
  await register(body, sourceIp);
  return created({ msg: REGISTERED_MSG });
});
