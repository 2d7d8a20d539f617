import type { claimCertificateSchema } from '../../shared/certificates';
import type { BodyOf } from '../route-types';
import { created, type HttpRequest, ok, type Reply } from '../runtime/http';
import { claimCertificate } from './issuing';

export async function claimCertificateFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof claimCertificateSchema>>): Promise<Reply> {
  const { _id, issued } = await claimCertificate(user.userId, body.courseId);
  return issued ? created({ _id }) : ok({ _id });
}
