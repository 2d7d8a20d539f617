/** "Unavailable" beside a lesson whose video the content check found gone, private or closed. */
import type { VideoProblem } from '@shared/types';
import { t } from '../../../i18n';
import { FINDING_WORDS } from './video-problems';

export function UnavailableMark({ problem }: { problem: VideoProblem }) {
  return (
    <span className="unavailable-mark">
      <span aria-hidden="true">⊘ </span>
      {t('Unavailable')}
      <span className="visually-hidden">: {t(FINDING_WORDS[problem])}</span>
    </span>
  );
}
