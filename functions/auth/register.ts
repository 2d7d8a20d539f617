import type { registerSchema } from '../../shared/validation';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { REGISTERED_MSG, register } from './accounts';

export async function registerAccount({
  body,
  sourceIp,
  language,
}: HttpRequest<BodyOf<typeof registerSchema>>): Promise<Reply> {
  await register(body, sourceIp, language);
  return created({ msg: REGISTERED_MSG });
}
