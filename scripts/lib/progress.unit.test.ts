import { formatDuration, progressBar, progressLine, progressReporter } from './progress';

describe('import progress', () => {
  it('shows the rate and the time left from the progress so far', () => {
    const progress = { done: 37_000, total: 100_000, elapsedMs: 20_000 };
    expect(progressBar(progress, 'courses')).toBe(
      '[#########...............]  37% 37,000/100,000 courses · 1,850/s · 0:34 left',
    );
    expect(progressLine(progress, 'courses')).toBe(
      '37,000 of 100,000 courses (37%), 1,850 a second, about 0:34 left',
    );
    expect(progressLine({ done: 0, total: 10, elapsedMs: 0 }, 'courses')).toMatch(/about \? left$/);
    expect(formatDuration(3_725)).toBe('1:02:05');
  });

  it('writes a plain line at most every 5 s, and always the last state', () => {
    let now = 0;
    const lines: string[] = [];
    const reporter = progressReporter({ line: (l) => lines.push(l) }, 'courses', () => now);
    for (let done = 1; done <= 100; done++) {
      now = done * 200; // 20 s in all
      reporter.update(done, 100);
    }
    reporter.finish();
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toMatch(/^100 of 100 courses \(100%\)/);
  });
});
