import type { resendVerificationSchema } from '../../shared/validation';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { RESEND_SENT_MSG, resendVerification } from './accounts';

export async function resendVerificationLink({
  body,
  sourceIp,
}: HttpRequest<BodyOf<typeof resendVerificationSchema>>): Promise<Reply> {
  await resendVerification(body.email, sourceIp, body.redirect);
  return ok({ msg: RESEND_SENT_MSG });
}
