import { claimCertificateSchema } from '../../shared/certificates';
import type { HttpManifest } from '../route-types';
import { claimCertificateFor } from './claim-certificate';
import { getCertificateById } from './get-certificate';

export const certificateRoutes = {
  'POST /api/certificates': {
    handler: claimCertificateFor,
    access: 'user',
    body: claimCertificateSchema,
    dynamodb: ['GetItem', 'PutItem', 'UpdateItem'],
  },
  // Public: the certificate's address is what a learner shares, and the page is its verification.
  'GET /api/certificates/{id}': {
    handler: getCertificateById,
    access: 'public',
    edgeCache: 'path',
    dynamodb: ['GetItem'],
  },
} satisfies HttpManifest;
