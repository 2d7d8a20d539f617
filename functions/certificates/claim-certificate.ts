import { claimCertificateSchema } from '../../shared/certificates';
import { created, http, ok } from '../lib/http';
import { claimCertificate } from './issuing';

export const handler = http('POST /api/certificates', claimCertificateSchema, async ({ body, user }) => {
  const { _id, issued } = await claimCertificate(user.userId, body.courseId);
  return issued ? created({ _id }) : ok({ _id });
});
