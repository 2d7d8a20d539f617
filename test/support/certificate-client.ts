/** The certificate calls, made through the real handlers with one browser's cookies (or none). */

import { httpHandler } from '../../infra/local/handlers';
import type { Certificate } from '../../shared/certificates';
import { CookieJar } from './events';

const claim = httpHandler('POST /api/certificates');
const show = httpHandler('GET /api/certificates/{id}');

export function certificateClient(jar: CookieJar = new CookieJar()) {
  return {
    claim: (courseId: unknown) =>
      jar.call<{ _id: string; msg?: string }>(claim, { path: '/api/certificates', body: { courseId } }),
    show: (id: string) =>
      jar.call<Certificate & { msg?: string }>(show, { path: `/api/certificates/${id}`, params: { id } }),
  };
}
