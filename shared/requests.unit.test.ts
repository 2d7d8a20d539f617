import { MESSAGES } from './constants';
import { NAME_MSG } from './names';
import {
  approveSchema,
  courseRequestProblems,
  courseRequestSchema,
  PLAYLIST_LINK_MSG,
  parseYouTubeLink,
  playlistIdOf,
  TOPIC_OR_LINK_MSG,
  videoIdOf,
} from './requests';

describe('YouTube links a course request accepts', () => {
  it.each([
    [
      'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
      'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    ],
    [
      'https://youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB&si=abc',
      'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://music.youtube.com/playlist?list=OLAK5uy_kx6Q0FAnpI5d0MkNfzGrsRSm9M7i1bFmQ',
      'https://www.youtube.com/playlist?list=OLAK5uy_kx6Q0FAnpI5d0MkNfzGrsRSm9M7i1bFmQ',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB&index=2',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    ],
    ['  HTTPS://YOUTU.BE/dQw4w9WgXcQ#comments ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://youtu.be/dQw4w9WgXcQ?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
    ],
  ])('accepts %s', (input, href) => {
    expect(parseYouTubeLink(input)?.href).toBe(href);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:443/watch?v=dQw4w9WgXcQ',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'https://evil.com/?https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com\\@evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL"><script>',
    'https://www.youtube.com/playlist',
    'https://www.youtube.com/@freecodecamp',
    'https://www.youtube.com/c/freecodecamp',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtu.be/',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ extra',
  ])('refuses %s', (input) => {
    expect(parseYouTubeLink(input)).toBeNull();
  });

  it('finds the playlist id in an id, a playlist link or a video link inside a playlist', () => {
    const list = 'PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';
    expect(playlistIdOf(` ${list} `)).toBe(list);
    expect(playlistIdOf(`https://youtube.com/playlist?list=${list}&si=x`)).toBe(list);
    expect(playlistIdOf(`https://youtu.be/dQw4w9WgXcQ?list=${list}`)).toBe(list);
    expect(playlistIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(playlistIdOf('dQw4w9WgXcQ')).toBeNull();
  });

  it('finds the video id in an id or a watch link', () => {
    expect(videoIdOf('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB')).toBeNull();
  });
});

describe('the course request form rules', () => {
  const valid = {
    name: ' Meera ',
    email: 'meera@example.com',
    playlist: 'https://youtu.be/dQw4w9WgXcQ',
    message: 'Hello',
  };

  it('trims the text and normalises the link', () => {
    expect(courseRequestSchema(valid)).toEqual({
      ok: true,
      value: { ...valid, name: 'Meera', topic: '', playlist: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
  });

  it('holds the name to the rule of names: NFC, nothing that hides or reverses text', () => {
    expect(courseRequestSchema({ ...valid, name: 'Meera \u202Eniahc' })).toEqual({
      ok: false,
      msg: NAME_MSG,
    });
    expect(courseRequestSchema({ ...valid, name: 'Zoe\u0308' })).toMatchObject({
      ok: true,
      value: { name: 'Zo\u00EB' },
    });
  });

  it('says "Please fill all the fields!" for any empty field', () => {
    expect(courseRequestSchema({ ...valid, message: '' })).toEqual({
      ok: false,
      msg: MESSAGES.fillAllFields,
    });
  });

  it('takes a topic in place of a link, and wants one of the two', () => {
    expect(courseRequestSchema({ ...valid, playlist: '', topic: ' Quantum knitting ' })).toEqual({
      ok: true,
      value: { ...valid, name: 'Meera', topic: 'Quantum knitting', playlist: '' },
    });
    expect(courseRequestSchema({ ...valid, playlist: ' ', topic: '' })).toEqual({
      ok: false,
      msg: TOPIC_OR_LINK_MSG,
    });
  });

  it('tells every problem of the form at once, each by its field', () => {
    const empty = { name: '', email: 'not-an-address', topic: '', playlist: '', message: '' };
    expect(courseRequestProblems(empty)).toEqual({
      name: 'Name is required.',
      email: 'Email address is not valid.',
      topic: TOPIC_OR_LINK_MSG,
      message: 'Message is required.',
    });
    expect(courseRequestProblems({ ...empty, topic: 'Rust', playlist: 'https://vimeo.com/1' })).toMatchObject(
      {
        playlist: PLAYLIST_LINK_MSG,
      },
    );
    expect(courseRequestProblems({ ...valid, topic: '' })).toEqual({});
  });
});

describe('the approve rules', () => {
  /** An approval with every field filled, and the lessons given. */
  const approval = (language: string, lessons: unknown[]) =>
    approveSchema({ name: 'A', creator: 'B', category: 'C', language, info: 'I', description: 'D', lessons });

  it('accepts a course with untitled lessons and a language in any case', () => {
    expect(approval('Hindi', [{ link: 'dQw4w9WgXcQ' }])).toMatchObject({
      ok: true,
      value: { language: 'hindi', lessons: [{ lessonName: '', link: 'dQw4w9WgXcQ' }] },
    });
  });

  it('names the lesson that is wrong', () => {
    expect(approval('english', [{ link: 'dQw4w9WgXcQ' }, 'oops'])).toMatchObject({
      ok: false,
      msg: 'Lesson 2: give its lessonName and link.',
    });
  });
});

describe('the lengths an approval may give', () => {
  const approval = (lesson: Record<string, unknown>) =>
    approveSchema({
      name: 'A',
      creator: 'B',
      category: 'C',
      language: 'english',
      info: 'I',
      description: 'D',
      lessons: [{ link: 'dQw4w9WgXcQ', ...lesson }],
    });

  it('takes whole seconds up to a day, and leaves a lesson without one without any', () => {
    expect(approval({ seconds: 86_400 })).toMatchObject({
      ok: true,
      value: { lessons: [{ seconds: 86_400 }] },
    });
    const none = approval({});
    expect(none.ok && none.value.lessons[0]).toEqual({ lessonName: '', link: 'dQw4w9WgXcQ' });
  });

  it.each([0, -5, 2.5, 86_401, '60', true])('refuses %p', (seconds) => {
    expect(approval({ seconds })).toMatchObject({
      ok: false,
      msg: 'Lesson 1: seconds must be a whole number from 1 to 86400.',
    });
  });
});
