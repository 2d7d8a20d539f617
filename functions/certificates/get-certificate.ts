import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { showCertificate } from './issuing';

export async function getCertificateById({ params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  return ok(await showCertificate(params.id));
}
