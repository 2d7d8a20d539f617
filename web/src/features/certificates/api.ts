/** The public certificate call: anyone with the address may read a certificate. */
import type { Certificate } from '@shared/certificates';
import { api } from '../../lib/api';

export const certificatesApi = {
  show: (id: string) => api<Certificate>(`/api/certificates/${encodeURIComponent(id)}`),
};
