import { exactTime, relativeTime } from './time';

const sent = '2025-06-01T12:00:00.000Z';
const later = (ms: number) => Date.parse(sent) + ms;

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

  it('shows the day for anything older than a day, and never a time in the future', () => {
    expect(relativeTime(sent, later(3 * 24 * 60 * 60_000))).toMatch(/1/);
    expect(relativeTime(sent, later(3 * 24 * 60 * 60_000))).not.toMatch(/ago/);
    // A clock a little behind the server's must not read "in 2 min".
    expect(relativeTime(sent, later(-90_000))).toBe('just now');
  });

  it('gives the exact date and time for a hover or focus, and nothing for a broken time', () => {
    expect(exactTime(sent)).toMatch(/2025/);
    expect(exactTime('not a time')).toBe('');
    expect(relativeTime('not a time', later(0))).toBe('');
  });
});
