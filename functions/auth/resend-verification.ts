import type { resendVerificationSchema } from '../../shared/validation';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { RESEND_SENT_MSG, resendVerification } from './accounts';

export async function resendVerificationLink({
  body,
  sourceIp,
  language,
}: HttpRequest<BodyOf<typeof resendVerificationSchema>>): Promise<Reply> {
  await resendVerification(body.email, sourceIp, body.redirect, language);
  return ok({ msg: RESEND_SENT_MSG });
}
