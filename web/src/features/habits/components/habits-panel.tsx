/**
 * The dashboard's "Your week": the goal ring, the streak with its rule, the 12-week activity grid,
 * and the form that sets, changes or clears the goal. Shows the `progress` the page has (the
 * dashboard's answer carries it), or loads it on its own when the page has none.
 */
import type { HabitProgress } from '@shared/habits';
import { useId, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { useHabitProgress } from '../use-habit-progress';
import { ActivityGrid } from './activity-grid';
import { GoalForm } from './goal-form';
import { GoalRing } from './goal-ring';
import { StreakSummary } from './streak-summary';
import '../habits.css';
import { msg, t } from '../../../i18n';

export const EMPTY_GOAL_MSG = msg('Set a weekly goal to track your streak');

export function HabitsPanel({ progress }: { progress?: HabitProgress }) {
  const { state, reload, replace } = useHabitProgress(progress);
  const headingId = useId();
  return (
    <section className="habits" aria-labelledby={headingId} aria-busy={state.kind === 'loading' || undefined}>
      <h2 id={headingId}>{t('Your week')}</h2>
      {state.kind === 'loading' && <Spinner label={t('Loading your weekly progress')} />}
      {state.kind === 'failed' && <LoadFailed msg={state.msg} onRetry={reload} />}
      {state.kind === 'ready' && (
        <WeekView progress={state.progress} onChanged={(p) => (p ? replace(p) : reload())} />
      )}
    </section>
  );
}

function WeekView({
  progress,
  onChanged,
}: {
  progress: HabitProgress;
  onChanged(progress: HabitProgress | undefined): void;
}) {
  const [editing, setEditing] = useState(false);
  const { goal } = progress;
  const saved = (next: HabitProgress | undefined) => {
    setEditing(false);
    onChanged(next);
  };
  return (
    <>
      {goal ? (
        <div className="habits__summary">
          <GoalRing goal={goal} thisWeek={progress.thisWeek} />
          <StreakSummary streak={progress.streak} />
        </div>
      ) : (
        <p className="habits__empty">{t(EMPTY_GOAL_MSG)}.</p>
      )}
      {!goal || editing ? (
        <GoalForm goal={goal} onSaved={saved} onCancel={editing ? () => setEditing(false) : undefined} />
      ) : (
        <p className="habits__change">
          <button className="link-button" type="button" onClick={() => setEditing(true)}>
            {t('Change your goal or reminder')}
          </button>
          {!goal.reminders && <span className="habits__note"> {t('Reminder mails are off.')}</span>}
        </p>
      )}
      <ActivityGrid days={progress.days} />
    </>
  );
}
