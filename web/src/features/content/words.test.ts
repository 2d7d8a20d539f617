import { problem } from '../../../../test/support/web/content-health-server';
import { byCourse, checkDone } from './words';

describe("the content health page's words", () => {
  it('says what a check found, and what it left for the next one when time or quota ran out', () => {
    expect(checkDone({ checked: 1, problems: 0 })).toBe(
      'Check done: 1 video checked, 0 lessons with a problem.',
    );
    expect(checkDone({ checked: 2000, problems: 3, unchecked: 1 })).toBe(
      "Check done: 2,000 videos checked, 3 lessons with a problem. 1 video was left for the next check (the day's YouTube quota or the check's time ran out).",
    );
  });

  it('groups problems by course, keeping the order they came in', () => {
    const groups = byCourse([
      problem('a', { courseId: 'python' }),
      problem('b', { courseId: 'react', courseName: 'React' }),
      problem('c', { courseId: 'python' }),
    ]);
    expect(groups.map((g) => [g.courseId, g.problems.map((p) => p.lessonId)])).toEqual([
      ['python', ['a', 'c']],
      ['react', ['b']],
    ]);
  });
});
