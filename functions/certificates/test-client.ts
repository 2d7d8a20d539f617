/** The certificate calls, made through the real handlers with one browser's cookies (or none). */
import type { Certificate } from '../../shared/certificates';
import { CookieJar } from '../../test/support/events';
import { handler as claim } from './claim-certificate';
import { handler as show } from './get-certificate';

export function certificateClient(jar: CookieJar = new CookieJar()) {
  return {
    claim: (courseId: unknown) =>
      jar.call<{ _id: string; msg?: string }>(claim, { path: '/api/certificates', body: { courseId } }),
    show: (id: string) =>
      jar.call<Certificate & { msg?: string }>(show, { path: `/api/certificates/${id}`, params: { id } }),
  };
}
