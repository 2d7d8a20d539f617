/**
 * Setting, changing or clearing the weekly goal, with the reminder's day and hour. The browser's
 * own time zone goes with it, so days and reminders follow the learner's clock. A value out of range
 * is named under its field, by the same rules the server applies.
 */
import {
  DEFAULT_REMINDER_DAY,
  DEFAULT_REMINDER_HOUR,
  GOAL_LIMITS,
  type GoalBody,
  type GoalSettings,
  goalSchema,
  goalTarget,
  HABIT_MESSAGES,
  type HabitProgress,
  WEEKDAYS,
  type Weekday,
} from '@shared/habits';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { SpinnerButton } from '../../../components/ui/busy-button';
import { Field } from '../../../components/ui/field';
import { t } from '../../../i18n';
import { isOk } from '../../../lib/api';
import { failure } from '../../../lib/failure';
import { readerTimeZone } from '../../../lib/time';
import { habitsApi } from '../api';
import { WEEKDAY_NAMES } from '../weekdays';

type Kind = 'lessons' | 'minutes';
type Problems = Partial<Record<'target' | 'reminderDay' | 'reminderHour' | 'form', string>>;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Which field a rule's message is about. */
function problemsOf(msg: string): Problems {
  if (msg === HABIT_MESSAGES.lessonsPerWeek || msg === HABIT_MESSAGES.minutesPerWeek) return { target: msg };
  if (msg === HABIT_MESSAGES.reminderDay) return { reminderDay: msg };
  if (msg === HABIT_MESSAGES.reminderHour) return { reminderHour: msg };
  return { form: msg };
}

export function GoalForm({
  goal,
  onSaved,
  onCancel,
}: {
  goal: GoalSettings | null;
  onSaved(progress: HabitProgress | undefined): void;
  onCancel?: () => void;
}) {
  const initial = goal ? goalTarget(goal) : { kind: 'lessons' as Kind, target: 3 };
  const [kind, setKind] = useState<Kind>(initial.kind);
  const [target, setTarget] = useState(String(initial.target));
  const [reminderDay, setReminderDay] = useState<string>(goal?.reminderDay ?? DEFAULT_REMINDER_DAY);
  const [reminderHour, setReminderHour] = useState(goal?.reminderHour ?? DEFAULT_REMINDER_HOUR);
  const [reminders, setReminders] = useState(goal?.reminders ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState<'saving' | 'clearing' | null>(null);
  const ids = { kind: useId(), day: useId(), hour: useId(), error: useId() };
  const limits = GOAL_LIMITS[kind === 'lessons' ? 'lessonsPerWeek' : 'minutesPerWeek'];

  const send = async (input: GoalBody, doing: 'saving' | 'clearing') => {
    setBusy(doing);
    const answer = await habitsApi.saveGoal(input);
    setBusy(null);
    if (isOk(answer.status)) {
      toast.success(answer.data.msg);
      onSaved(answer.data.progress);
    } else if (answer.status === 400) {
      setProblems(problemsOf(answer.data.msg));
    } else {
      toast.error(
        failure(
          doing === 'saving' ? t("Your goal wasn't saved") : t("Your goal wasn't cleared"),
          t('Try again.'),
          answer,
        ),
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const field = kind === 'lessons' ? 'lessonsPerWeek' : 'minutesPerWeek';
    const body: GoalBody = {
      [field]: target.trim() === '' ? undefined : Number(target),
      reminderDay: reminderDay as Weekday,
      reminderHour,
      reminders,
      // The goal's days and reminders follow the learner's own clock.
      timeZone: readerTimeZone(),
    };
    const checked = goalSchema(body);
    if (!checked.ok) {
      // An empty target is "no goal" to the schema; to the learner it is that field's range.
      setProblems(problemsOf(checked.msg === HABIT_MESSAGES.noGoal ? HABIT_MESSAGES[field] : checked.msg));
      return;
    }
    setProblems({});
    void send(body, 'saving');
  };

  return (
    <form
      className="goal-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={problems.form ? ids.error : undefined}
    >
      <div className="goal-form__row">
        <div className="field">
          <label htmlFor={ids.kind}>{t('Goal')}</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <option value="lessons">{t('Lessons per week')}</option>
            <option value="minutes">{t('Minutes per week')}</option>
          </select>
        </div>
        <Field
          label={kind === 'lessons' ? t('Lessons each week') : t('Minutes each week')}
          hint={t('From {min} to {max}.', { min: limits.min, max: limits.max })}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          error={problems.target}
        />
      </div>
      <fieldset className="goal-form__reminder">
        <legend>{t('Reminder mail')}</legend>
        <label className="goal-form__check">
          <input type="checkbox" checked={reminders} onChange={(e) => setReminders(e.target.checked)} />{' '}
          {t('Mail me once a week if my goal is not met yet')}
        </label>
        <div className="goal-form__row">
          <div className="field">
            <label htmlFor={ids.day}>{t('Day')}</label>
            <select id={ids.day} value={reminderDay} onChange={(e) => setReminderDay(e.target.value)}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {t(WEEKDAY_NAMES[day])}
                </option>
              ))}
            </select>
            {problems.reminderDay && <p className="field__error">{problems.reminderDay}</p>}
          </div>
          <div className="field">
            <label htmlFor={ids.hour}>{t('Time')}</label>
            <select
              id={ids.hour}
              value={reminderHour}
              onChange={(e) => setReminderHour(Number(e.target.value))}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
            {problems.reminderHour && <p className="field__error">{problems.reminderHour}</p>}
          </div>
        </div>
      </fieldset>
      {problems.form && (
        <p id={ids.error} className="field__error" role="alert">
          {problems.form}
        </p>
      )}
      <div className="goal-form__actions">
        <SpinnerButton
          className="btn btn--primary"
          type="submit"
          busy={busy === 'saving'}
          working={t('Saving')}
        >
          {goal ? t('Save goal') : t('Set goal')}
        </SpinnerButton>
        {goal && (
          <SpinnerButton
            className="btn btn--ghost"
            busy={busy === 'clearing'}
            working={t('Clearing')}
            onClick={() => void send({ goal: null }, 'clearing')}
          >
            {t('Clear goal')}
          </SpinnerButton>
        )}
        {onCancel && (
          <button className="btn btn--ghost" type="button" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
