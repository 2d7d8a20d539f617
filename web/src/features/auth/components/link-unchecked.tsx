import { LoadFailed } from '../../../components/ui/load-failed';
import { t } from '../../../i18n';
import { isUnreachable } from '../../../lib/api';
import type { PageData } from '../../../lib/page-data';
import { AuthCard } from './auth-card';

/**
 * No answer or a 5xx is no verdict on an e-mail link: it may well work once LearnFree can be
 * reached, so its page says that and offers to try again instead of calling the link not valid.
 */
export const linkUnchecked = (
  state: PageData<unknown>,
): state is { kind: 'failed'; status: number; msg: string } =>
  state.kind === 'failed' && isUnreachable(state.status);

export function LinkUnchecked({ msg }: { msg: string }) {
  return (
    <AuthCard title={t('Your link is not checked yet')}>
      <LoadFailed msg={msg} />
    </AuthCard>
  );
}
