/**
 * Local dates, weeks and the reminders' UTC slot in zones far from UTC and across daylight-saving
 * changes: the arithmetic the streak, the week's figures and the hourly reminders stand on.
 */
import { weekStartOf } from '../../shared/habits';
import { localDate, localTime, nextReminderHour, utcHourOfWeek } from './calendar';

const at = (iso: string) => new Date(iso);

describe('the local date of an instant', () => {
  it('is already tomorrow in Pacific/Kiritimati (UTC+14) and still yesterday in Los Angeles', () => {
    const instant = at('2026-11-29T12:30:00Z'); // a Sunday in UTC
    expect(localDate(instant, 'UTC')).toBe('2026-11-29');
    expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2026-11-30'); // 02:30 Monday
    expect(localDate(at('2026-11-30T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-29'); // 23:30 Sunday
  });

  it('puts the same instant in different weeks on either side of the date line', () => {
    const instant = at('2026-11-29T11:00:00Z');
    // 01:00 on Monday 30 Nov in Kiritimati: a new week has begun there.
    expect(weekStartOf(localDate(instant, 'Pacific/Kiritimati'))).toBe('2026-11-30');
    // 03:00 on Sunday 29 Nov in Los Angeles: the week that began on Monday 23 Nov.
    expect(weekStartOf(localDate(instant, 'America/Los_Angeles'))).toBe('2026-11-23');
  });

  it('starts weeks on Monday, across a month and a year end', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30'); // Monday
    expect(weekStartOf('2027-01-02')).toBe('2026-12-28'); // Saturday
  });

  it('follows the daylight-saving change in Los Angeles (PDT, then PST from 1 Nov 2026)', () => {
    expect(localTime(at('2026-10-31T16:00:00Z'), 'America/Los_Angeles')).toMatchObject({ hour: 9 });
    expect(localTime(at('2026-11-02T16:00:00Z'), 'America/Los_Angeles')).toMatchObject({ hour: 8 });
  });
});

describe('the UTC hour of a reminder', () => {
  const sunday18 = { day: 'sunday', hour: 18 } as const;

  it('moves by an hour in UTC when Los Angeles leaves daylight saving', () => {
    // Sunday 25 Oct 2026, 18:00 PDT = 01:00 UTC on Monday; Sunday 8 Nov, 18:00 PST = 02:00 UTC Monday.
    const before = nextReminderHour(at('2026-10-20T00:00:00Z'), {
      ...sunday18,
      timeZone: 'America/Los_Angeles',
    });
    const after = nextReminderHour(at('2026-11-03T00:00:00Z'), {
      ...sunday18,
      timeZone: 'America/Los_Angeles',
    });
    expect(before.toISOString()).toBe('2026-10-26T01:00:00.000Z');
    expect(after.toISOString()).toBe('2026-11-09T02:00:00.000Z');
    expect([utcHourOfWeek(before), utcHourOfWeek(after)]).toEqual([1, 2]);
  });

  it('falls on the previous UTC day in Kiritimati', () => {
    // Monday 09:00 at UTC+14 is Sunday 19:00 UTC.
    const hour = nextReminderHour(at('2026-11-25T00:00:00Z'), {
      day: 'monday',
      hour: 9,
      timeZone: 'Pacific/Kiritimati',
    });
    expect(hour.toISOString()).toBe('2026-11-29T19:00:00.000Z');
    expect(utcHourOfWeek(hour)).toBe(6 * 24 + 19);
  });

  it('comes at half past in a zone half an hour off UTC', () => {
    // 18:30 IST on Sunday is 13:00 UTC: the first hourly run at which the learner's clock shows 18.
    const hour = nextReminderHour(at('2026-11-25T00:00:00Z'), { ...sunday18, timeZone: 'Asia/Kolkata' });
    expect(hour.toISOString()).toBe('2026-11-29T13:00:00.000Z');
  });

  it('comes right after the gap when clocks spring forward over the wanted hour', () => {
    // 8 Mar 2026 in Los Angeles: 02:00 does not exist; 03:00 PDT is 10:00 UTC.
    const hour = nextReminderHour(at('2026-03-07T00:00:00Z'), {
      day: 'sunday',
      hour: 2,
      timeZone: 'America/Los_Angeles',
    });
    expect(hour.toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('is a week later once the wanted hour has passed that day', () => {
    const from = at('2026-11-29T19:00:00Z');
    expect(nextReminderHour(from, { ...sunday18, timeZone: 'UTC' }).toISOString()).toBe(
      '2026-12-06T18:00:00.000Z',
    );
  });

  it('comes once on the night clocks fall back over the wanted hour', () => {
    // 1 Nov 2026 in Los Angeles: 01:00 comes twice (PDT at 08:00 UTC, PST at 09:00 UTC).
    const setting = { day: 'sunday', hour: 1, timeZone: 'America/Los_Angeles' } as const;
    expect(nextReminderHour(at('2026-10-31T12:00:00Z'), setting).toISOString()).toBe(
      '2026-11-01T08:00:00.000Z',
    );
    expect(nextReminderHour(at('2026-11-01T09:00:00Z'), setting).toISOString()).toBe(
      '2026-11-08T09:00:00.000Z',
    );
  });

  it('counts the hour it starts in', () => {
    const from = at('2026-11-29T18:20:00Z');
    expect(nextReminderHour(from, { ...sunday18, timeZone: 'UTC' }).toISOString()).toBe(
      '2026-11-29T18:00:00.000Z',
    );
  });
});
