/**
 * The logged-in learner's own address, to prefill the request form with: the session carries no
 * address, so the account is asked once the form is on screen. '' until it is known, or when the
 * account could not be read (the learner then types it).
 */
import { useAsked } from '../../../lib/route-data';
import { accountApi } from '../../account';

export function useAccountEmail(): string {
  const asked = useAsked('request-form-email', '', () => accountApi.profile());
  return asked.data?.status === 200 ? asked.data.data.email : '';
}
