/** "Unavailable" beside a lesson whose video the content check found gone, private or closed. */
import type { VideoProblem } from '@shared/types';
import { FINDING_WORDS } from './video-problems';

export function UnavailableMark({ problem }: { problem: VideoProblem }) {
  return (
    <span className="unavailable-mark">
      <span aria-hidden="true">⊘ </span>
      Unavailable<span className="visually-hidden">: {FINDING_WORDS[problem]}</span>
    </span>
  );
}
