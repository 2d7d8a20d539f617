import { Trans, t } from '../../../i18n';

/** The current and best streak, with the rule that makes them, in one sentence. */

const days = (n: number) => t('{count, plural, one {# day} other {# days}}', { count: n });

export function StreakSummary({ streak }: { streak: { current: number; best: number } }) {
  return (
    <div className="streak">
      <p className="streak__figures">
        <span className="streak__current">
          <Trans
            id="Current streak: <0>{days}</0>"
            values={{ days: days(streak.current) }}
            components={[<strong key="0" />]}
          />
        </span>{' '}
        <span className="streak__best">
          <Trans
            id="Best: <0>{days}</0>"
            values={{ days: days(streak.best) }}
            components={[<strong key="0" />]}
          />
        </span>
      </p>
      <p className="streak__rule">
        {t(
          'A day counts when you complete a lesson or watch 5 minutes; in a week where you meet your goal, one missed day does not break your streak.',
        )}
      </p>
    </div>
  );
}
