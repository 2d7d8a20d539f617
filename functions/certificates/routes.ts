import { claimCertificateSchema } from '../../shared/certificates';
import { addMessages } from '../lib/i18n/translate';
import type { HttpManifest } from '../route-types';
import { claimCertificateFor } from './claim-certificate';
import { getCertificateById } from './get-certificate';
import { HI } from './hi';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n).
addMessages('hi', HI);

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
