import type { HttpRoute } from '../route-types';

export const certificateRoutes: HttpRoute[] = [
  {
    method: 'POST',
    path: '/api/certificates',
    handler: 'certificates/claim-certificate',
    access: 'user',
    table: 'write',
  },
  // Public: the certificate's address is what a learner shares, and the page is its verification.
  {
    method: 'GET',
    path: '/api/certificates/{id}',
    handler: 'certificates/get-certificate',
    access: 'public',
    table: 'read',
  },
];
