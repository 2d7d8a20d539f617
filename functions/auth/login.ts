import type { loginSchema } from '../../shared/validation';
import { type HttpRequest, ok, type Reply } from '../lib/http';
import type { BodyOf } from '../route-types';
import { login } from './accounts';

export async function logIn({ body, sourceIp }: HttpRequest<BodyOf<typeof loginSchema>>): Promise<Reply> {
  const { session, cookies } = await login(body.email, body.password, sourceIp);
  return ok(session, cookies);
}
