import { claimCertificateSchema } from '../../shared/certificates';
import type { HttpManifest } from '../route-types';

export const certificateRoutes = {
  'POST /api/certificates': {
    module: 'certificates/claim-certificate',
    function: 'claimCertificateFor',
    access: 'user',
    body: claimCertificateSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  // Public: the certificate's address is what a learner shares, and the page is its verification.
  'GET /api/certificates/{id}': {
    module: 'certificates/get-certificate',
    function: 'getCertificateById',
    access: 'public',
    dynamodb: ['GetItem'],
  },
} satisfies HttpManifest;
