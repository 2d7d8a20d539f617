import { clockTime, courseLength } from './duration';

describe("a course's length", () => {
  it.each([
    [12_000, '3 h 20 min'],
    [7_200, '2 h'],
    [2_730, '46 min'],
    [3_599, '1 h'],
    [89, '1 min'],
    [20, 'under 1 min'],
  ])('%i seconds read as "%s"', (seconds, text) => {
    expect(courseLength(seconds)).toBe(text);
  });
});

describe("a video's length", () => {
  it.each([
    [245, '4:05'],
    [59, '0:59'],
    [3_723, '1:02:03'],
    [36_000, '10:00:00'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(clockTime(seconds)).toBe(text);
  });
});
