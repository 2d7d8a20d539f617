import { toCourse } from './seed-format';

const seed = (lessons: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  ({
    name: 'Graphs',
    creator: 'Meera',
    category: 'Programming',
    language: 'english',
    info: '',
    description: '',
    lessons: lessons.map((lesson, i) => ({
      lesson: i + 1,
      lessonName: `Part ${i + 1}`,
      link: 'dQw4w9WgXcQ',
      ...lesson,
    })),
    ...extra,
  }) as Parameters<typeof toCourse>[0];

describe("a course's lengths", () => {
  it('keeps each known length and sums them when every lesson has one', () => {
    const course = toCourse(seed([{ seconds: 754 }, { seconds: 3_725 }]));
    expect(course.lessons!.map((lesson) => lesson.seconds)).toEqual([754, 3_725]);
    expect(course.totalSeconds).toBe(4_479);
  });

  it('gives no total when a lesson has no length: a partial sum would understate the course', () => {
    const course = toCourse(seed([{ seconds: 754 }, {}]));
    expect(course).not.toHaveProperty('totalSeconds');
    expect(course.lessons![1]).not.toHaveProperty('seconds');
  });

  it.each([0, 1.5, 86_401, '60'])('refuses the length %p, naming the course and lesson', (seconds) => {
    expect(() => toCourse(seed([{}, { seconds }]))).toThrow(
      'Course "Graphs": lesson 2: seconds must be a whole number from 1 to 86400',
    );
  });
});

describe("a course's playlist", () => {
  it('is kept when it is a playlist id, and refused otherwise', () => {
    const playlistId = 'PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';
    expect(toCourse(seed([{}], { playlistId })).playlistId).toBe(playlistId);
    expect(toCourse(seed([{}]))).not.toHaveProperty('playlistId');
    expect(() => toCourse(seed([{}], { playlistId: 'not a list' }))).toThrow(
      'playlistId is not a playlist id',
    );
  });
});
