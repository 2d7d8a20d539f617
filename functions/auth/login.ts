import type { loginSchema } from '../../shared/validation';
import { DEVICE_COOKIE } from '../lib/session';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { login } from './accounts';

export async function logIn({
  body,
  sourceIp,
  cookies,
}: HttpRequest<BodyOf<typeof loginSchema>>): Promise<Reply> {
  const issued = await login(body.email, body.password, sourceIp, cookies[DEVICE_COOKIE]);
  return ok(issued.session, issued.cookies);
}
