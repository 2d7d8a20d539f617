/** The resume-point and notebook calls, made through the real handlers with one browser's cookies. */

import { httpHandler } from '../../infra/local/handlers';
import type { Notebook } from '../../shared/learning';
import type { CookieJar } from './events';

const notebook = httpHandler('GET /api/notebook/{courseId}');
const savePosition = httpHandler('PUT /api/progress/position');

export function resumeClient(jar: CookieJar) {
  return {
    savePosition: (body: Record<string, unknown>) =>
      jar.call<{ msg: string }>(savePosition, { method: 'PUT', path: '/api/progress/position', body }),
    notebook: (courseId: string) =>
      jar.call<Notebook & { msg?: string }>(notebook, {
        path: `/api/notebook/${courseId}`,
        params: { courseId },
      }),
  };
}
