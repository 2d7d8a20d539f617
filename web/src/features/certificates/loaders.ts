/** The certificate page's loader: public, so it asks at once. */
import type { Certificate } from '@shared/certificates';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';
import { certificatesApi } from './api';

export interface CertificateData {
  certificate: Loaded<PageData<Certificate>>;
}

export const certificateLoader = ({ params }: LoaderArgs): CertificateData => ({
  certificate: pageData(certificatesApi.show(params.id ?? '')),
});
