import { claimCertificateSchema } from '../../shared/certificates';
import { addMessages } from '../lib/i18n/translate';
import { publicRoute, userRoute } from '../route-builders';
import type { HttpManifest } from '../route-types';
import { claimCertificateFor } from './claim-certificate';
import { getCertificateById } from './get-certificate';

// The area's messages in Hindi join the catalogue wherever its routes are loaded (lib/i18n), required
// at the first Hindi answer: a function that answers only English never loads them.
addMessages('hi', () => require('./hi').HI);

export const certificateRoutes = {
  'POST /api/certificates': userRoute(claimCertificateFor, ['GetItem', 'PutItem', 'UpdateItem'], {
    body: claimCertificateSchema,
  }),
  // Public: the certificate's address is what a learner shares, and the page is its verification.
  'GET /api/certificates/{id}': publicRoute(getCertificateById, ['GetItem'], { edgeCache: 'path' }),
} satisfies HttpManifest;
