import { formatDate, formatDateTime, relativeTime, untilTime } from './time';

const sent = '2025-06-01T12:00:00.000Z';
const later = (ms: number) => Date.parse(sent) + ms;
const HOUR = 60 * 60_000;

describe('when a message was sent', () => {
  it('reads as just now, then in minutes, then in hours', () => {
    expect(relativeTime(sent, later(0))).toBe('just now');
    expect(relativeTime(sent, later(44_000))).toBe('just now');
    expect(relativeTime(sent, later(50_000))).toBe('1 min ago');
    expect(relativeTime(sent, later(2 * 60_000))).toBe('2 min ago');
    expect(relativeTime(sent, later(59 * 60_000))).toBe('59 min ago');
    expect(relativeTime(sent, later(60 * 60_000))).toBe('1 h ago');
    expect(relativeTime(sent, later(23 * 60 * 60_000 + 59 * 60_000))).toBe('23 h ago');
  });

  it('shows the day, in the one date format, for anything older than a day, and never a time in the future', () => {
    expect(relativeTime(sent, later(3 * 24 * HOUR))).toBe('1 Jun 2025');
    // A clock a little behind the server's must not read "in 2 min".
    expect(relativeTime(sent, later(-90_000))).toBe('just now');
  });
});

describe('the one date format', () => {
  // Noon UTC is the same day in every time zone the tests may run in.
  it('writes a day as "1 Jun 2025", and with its time as "1 Jun 2025, 14:05" (the reader’s time zone)', () => {
    expect(formatDate(sent)).toBe('1 Jun 2025');
    expect(formatDateTime(sent)).toMatch(/^1 Jun 2025, \d\d:\d\d$/);
  });

  it('gives only the time for a moment later today, and the day and time for another day', () => {
    const morning = new Date(2025, 5, 1, 8, 0).getTime();
    expect(untilTime(new Date(2025, 5, 1, 14, 5).toISOString(), morning)).toBe('14:05');
    expect(untilTime(new Date(2025, 5, 2, 9, 30).toISOString(), morning)).toBe('2 Jun 2025, 09:30');
  });

  it('shows nothing for a broken time', () => {
    for (const show of [formatDate, formatDateTime, (iso: string) => relativeTime(iso, later(0))])
      expect(show('not a time')).toBe('');
    expect(untilTime('not a time', later(0))).toBe('');
  });
});
