import { http, ok } from '../lib/http';
import { showCertificate } from './issuing';

export const handler = http('GET /api/certificates/{id}', null, async ({ params }) =>
  ok(await showCertificate(params.id!)),
);
