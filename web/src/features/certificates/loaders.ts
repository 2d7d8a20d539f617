/** The certificate page's loader: public, so it asks at once. */
import type { Certificate } from '@shared/certificates';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import { certificatesApi } from './api';

export interface CertificateData {
  certificate: Loaded<PageData<Certificate>>;
}

export const certificateLoader = ({ params }: LoaderFunctionArgs): CertificateData => ({
  certificate: pageData(certificatesApi.show(params.id ?? '')),
});
