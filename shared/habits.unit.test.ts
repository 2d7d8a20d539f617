/** The goal's input rules: exactly one target, each setting in range, and a message naming the field. */
import { addDays, goalSchema, HABIT_MESSAGES, isTimeZone, weekdayIndex } from './habits';

const refusal = (input: unknown) => {
  const result = goalSchema(input);
  return result.ok ? null : result.msg;
};

describe('the goal schema', () => {
  it('takes a lessons goal with the defaults filled in', () => {
    expect(goalSchema({ lessonsPerWeek: 3 })).toEqual({
      ok: true,
      value: {
        goal: { lessonsPerWeek: 3 },
        reminderDay: 'sunday',
        reminderHour: 18,
        timeZone: undefined,
        reminders: undefined,
      },
    });
  });

  it('takes a minutes goal with every setting', () => {
    const input = {
      minutesPerWeek: 90,
      reminderDay: 'friday',
      reminderHour: 0,
      timeZone: 'Asia/Kolkata',
      reminders: false,
    };
    expect(goalSchema(input)).toMatchObject({
      ok: true,
      value: { goal: { minutesPerWeek: 90 }, reminderHour: 0 },
    });
  });

  it('clears with {goal: null}', () => {
    expect(goalSchema({ goal: null })).toEqual({ ok: true, value: { goal: null } });
  });

  it.each([
    [{ lessonsPerWeek: 0 }, HABIT_MESSAGES.lessonsPerWeek],
    [{ lessonsPerWeek: 51 }, HABIT_MESSAGES.lessonsPerWeek],
    [{ lessonsPerWeek: 2.5 }, HABIT_MESSAGES.lessonsPerWeek],
    [{ minutesPerWeek: 9 }, HABIT_MESSAGES.minutesPerWeek],
    [{ minutesPerWeek: 3001 }, HABIT_MESSAGES.minutesPerWeek],
    [{ minutesPerWeek: '60' }, HABIT_MESSAGES.minutesPerWeek],
    [{ lessonsPerWeek: 3, minutesPerWeek: 60 }, HABIT_MESSAGES.oneGoal],
    [{}, HABIT_MESSAGES.noGoal],
    [{ goal: { lessonsPerWeek: 3 } }, HABIT_MESSAGES.noGoal],
    [{ lessonsPerWeek: 3, reminderDay: 'someday' }, HABIT_MESSAGES.reminderDay],
    [{ lessonsPerWeek: 3, reminderHour: 24 }, HABIT_MESSAGES.reminderHour],
    [{ lessonsPerWeek: 3, reminderHour: -1 }, HABIT_MESSAGES.reminderHour],
    [{ lessonsPerWeek: 3, timeZone: 'Mars/Olympus_Mons' }, HABIT_MESSAGES.timeZone],
    [{ lessonsPerWeek: 3, reminders: 'yes' }, HABIT_MESSAGES.reminders],
  ])('refuses %j, naming the field', (input, msg) => {
    expect(refusal(input)).toBe(msg);
  });

  it('knows time zones by their IANA names', () => {
    expect(isTimeZone('Pacific/Kiritimati')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('local dates', () => {
  it('add days across a month end and name the weekday, Monday first', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });
});
