import { firstLessonOf, lengthsOf, linesOf, parseLessons, withLengths } from './lessons';

describe('lesson lines of the approve dialog', () => {
  it('reads ids and watch links, with or without titles, skipping blank lines', () => {
    expect(
      parseLessons(
        [
          'dQw4w9WgXcQ | Welcome | part 1',
          '',
          'https://www.youtube.com/watch?v=kqtD5dpn9C8&t=3 Trees',
          'https://youtu.be/rfscVS0vtbw',
        ].join('\n'),
      ),
    ).toEqual({
      ok: true,
      lessons: [
        { lessonName: 'Welcome | part 1', link: 'dQw4w9WgXcQ' },
        { lessonName: 'Trees', link: 'kqtD5dpn9C8' },
        { lessonName: '', link: 'rfscVS0vtbw' },
      ],
    });
  });

  it('names the line that is not a video', () => {
    expect(
      parseLessons('dQw4w9WgXcQ\n\nhttps://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB'),
    ).toEqual({
      ok: false,
      msg: 'Line 3: "https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB" is not a video id or a YouTube video link.',
    });
  });

  it('needs one to 200 lessons', () => {
    expect(parseLessons('  \n')).toEqual({ ok: false, msg: 'Add at least one lesson.' });
    expect(parseLessons(Array(201).fill('dQw4w9WgXcQ').join('\n'))).toEqual({
      ok: false,
      msg: 'A course has at most 200 lessons.',
    });
  });

  it('starts the box with the video a request links to', () => {
    expect(
      firstLessonOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB'),
    ).toBe('dQw4w9WgXcQ | ');
    expect(firstLessonOf('https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB')).toBe(
      '',
    );
  });
});

describe("a playlist's lessons in the box", () => {
  const lessons = [
    { lessonName: 'Welcome | part 1', link: 'dQw4w9WgXcQ', seconds: 90 },
    { lessonName: '', link: 'kqtD5dpn9C8' },
  ];

  it('are written as lines that read back as the same lessons', () => {
    expect(linesOf(lessons)).toBe('dQw4w9WgXcQ | Welcome | part 1\nkqtD5dpn9C8');
    const read = parseLessons(linesOf(lessons));
    expect(read.ok && withLengths(read.lessons, lengthsOf(lessons))).toEqual(lessons);
  });
});
