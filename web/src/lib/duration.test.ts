import { clockTime, courseLength } from './duration';

describe.each([
  [
    "a course's length",
    courseLength,
    [
      [12_000, '3 h 20 min'],
      [7_200, '2 h'],
      [2_730, '46 min'],
      [3_599, '1 h'],
      [89, '1 min'],
      [20, 'under 1 min'],
    ],
  ],
  [
    "a video's length",
    clockTime,
    [
      [245, '4:05'],
      [59, '0:59'],
      [3_723, '1:02:03'],
      [36_000, '10:00:00'],
    ],
  ],
] as const)('%s', (_what, format, cases) => {
  it.each(cases)('%i seconds read as "%s"', (seconds, text) => {
    expect(format(seconds)).toBe(text);
  });
});
