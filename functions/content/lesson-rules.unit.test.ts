import type { StoredLesson } from '../data/courses';
import { driftOf, lessonNameOf, shouldList, withDrift, withVideoStates } from './lesson-rules';

const lesson = (n: number, extra: Partial<StoredLesson> = {}): StoredLesson => ({
  _id: `lesson-${n}`,
  lesson: n,
  link: `video-${n}`.padEnd(11, '0'),
  lessonName: `Lesson ${n}`,
  ...extra,
});

describe('lessons after a check', () => {
  const lessons = [lesson(1), lesson(2, { unavailable: 'private' }), lesson(3, { hidden: true })];

  it('marks the lessons whose video does not play, clears those that play again, and names the new ones', () => {
    const { lessons: next, newProblems } = withVideoStates(
      lessons,
      (videoId) =>
        videoId === lessons[0]!.link ? 'removed' : videoId === lessons[1]!.link ? null : 'removed',
      () => undefined,
    );
    expect(next.map((l) => l.unavailable)).toEqual(['removed', undefined, undefined]);
    expect(next[2]).toBe(lessons[2]);
    expect(newProblems.map((l) => l._id)).toEqual(['lesson-1']);
  });

  it('leaves a lesson whose video was not checked as it was, and changes nothing when nothing changed', () => {
    const result = withVideoStates(
      lessons,
      () => undefined,
      () => undefined,
    );
    expect(result.lessons).toBe(lessons);
    expect(result.newProblems).toEqual([]);
  });

  it('fills in a length the lesson lacked, never replacing one it has', () => {
    const { lessons: next } = withVideoStates(
      [lesson(1), lesson(2, { seconds: 5 })],
      () => null,
      () => 300,
    );
    expect(next.map((l) => l.seconds)).toEqual([300, 5]);
  });
});

describe('whether a course stays in the catalogue', () => {
  it('stays while one visible lesson plays', () => {
    expect(shouldList([lesson(1, { unavailable: 'removed' }), lesson(2)])).toBe(true);
  });
  it('leaves when every visible lesson is unavailable, or every lesson is hidden', () => {
    expect(shouldList([lesson(1, { unavailable: 'removed' }), lesson(2, { hidden: true })])).toBe(false);
    expect(shouldList([lesson(1, { hidden: true })])).toBe(false);
  });
});

describe('a playlist against its course', () => {
  const lessons = [lesson(1), lesson(2), lesson(3, { hidden: true })];
  const item = (videoId: string, title = 'Part', seconds?: number) => ({ videoId, title, seconds });

  it('finds the videos added (in playlist order, once) and the lessons whose video left', () => {
    expect(
      driftOf(lessons, [
        item(lessons[0]!.link),
        item('newVideo001', 'New', 42),
        item('newVideo001'),
        item(lessons[2]!.link),
      ]),
    ).toEqual({
      added: [
        { link: 'newVideo001', title: 'New', seconds: 42 },
        { link: lessons[2]!.link, title: 'Part' },
      ],
      removed: [lessons[1]!.link],
    });
  });

  it('finds nothing when the playlist holds exactly the visible lessons', () => {
    expect(driftOf(lessons, [item(lessons[1]!.link), item(lessons[0]!.link)])).toEqual({
      added: [],
      removed: [],
    });
  });

  it('applies a drift without changing any lesson id or number: hides, brings back, appends', () => {
    const applied = withDrift(lessons, {
      added: [
        { link: lessons[2]!.link, title: 'Back' },
        { link: 'newVideo001', title: 'Part 4', seconds: 42 },
      ],
      removed: [lessons[1]!.link],
    });
    expect(applied).toMatchObject({ added: 2, hidden: 1 });
    expect(applied.lessons).toEqual([
      lessons[0],
      { ...lessons[1], hidden: true },
      { _id: 'lesson-3', lesson: 3, link: lessons[2]!.link, lessonName: 'Lesson 3' },
      { _id: 'lesson-4', lesson: 4, link: 'newVideo001', lessonName: 'Part 4', seconds: 42 },
    ]);
  });

  it('gives an appended lesson an id no lesson has', () => {
    const odd = [lesson(1), { ...lesson(2), _id: 'lesson-3' }];
    const { lessons: next } = withDrift(odd, { added: [{ link: 'newVideo001', title: '' }], removed: [] });
    expect(next[2]).toMatchObject({ _id: 'lesson-3-2', lesson: 3, lessonName: 'Lesson 3' });
  });

  it('names a lesson from a title made to pass the text rule, cut to the longest lesson name', () => {
    expect(lessonNameOf('Part\u202E 1\n Basics', 7)).toBe('Part 1 Basics');
    expect(lessonNameOf('x'.repeat(150), 7)).toHaveLength(100);
    expect(lessonNameOf('\u200B', 7)).toBe('Lesson 7');
  });
});
