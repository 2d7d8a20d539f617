import { loginSchema } from '../../shared/validation';
import { http, ok } from '../lib/http';
import { login } from './accounts';

export const handler = http('POST /api/login', loginSchema, async ({ body, sourceIp }) => {
  const { session, cookies } = await login(body.email, body.password, sourceIp);
  return ok(session, cookies);
});
