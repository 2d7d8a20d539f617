/** This week against the goal: a ring that fills, with the figures in words beside it. */
import { goalTarget, type HabitProgress, type WeeklyGoal } from '@shared/habits';
import { t } from '../../../i18n';

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function goalWords(goal: WeeklyGoal, thisWeek: HabitProgress['thisWeek']): string {
  const { kind, target } = goalTarget(goal);
  const values = { done: thisWeek[kind], target };
  return kind === 'lessons'
    ? t('{done} of {target} lessons this week', values)
    : t('{done} of {target} minutes this week', values);
}

export function GoalRing({ goal, thisWeek }: { goal: WeeklyGoal; thisWeek: HabitProgress['thisWeek'] }) {
  const { kind, target } = goalTarget(goal);
  const share = Math.min(1, thisWeek[kind] / target);
  const met = share >= 1;
  return (
    <div className={`goal-ring${met ? ' goal-ring--met' : ''}`}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="goal-ring__svg">
        <circle className="goal-ring__track" cx="50" cy="50" r={RADIUS} />
        <circle
          className="goal-ring__fill"
          cx="50"
          cy="50"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        />
        <text x="50" y="56" textAnchor="middle" className="goal-ring__count">
          {thisWeek[kind]}/{target}
        </text>
      </svg>
      <p className="goal-ring__words">
        {goalWords(goal, thisWeek)}
        {met ? ` · ${t('Goal met!')}` : ''}
      </p>
    </div>
  );
}
