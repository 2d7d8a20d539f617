import type { forgotPasswordSchema } from '../../shared/validation';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { RESET_SENT_MSG, requestPasswordReset } from './accounts';

export async function requestReset({
  body,
  sourceIp,
  language,
}: HttpRequest<BodyOf<typeof forgotPasswordSchema>>): Promise<Reply> {
  await requestPasswordReset(body.email, sourceIp, language);
  return ok({ msg: RESET_SENT_MSG });
}
