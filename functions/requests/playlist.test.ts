/**
 * Playlists become courses: `GET /api/admin/playlist` reads a playlist from the local video provider
 * as lessons, and approving a request with them makes a course that keeps the playlist's id, each
 * lesson's length and the course's total.
 */
import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import type { CataloguePage } from '../../shared/catalogue';
import { COURSE_LIMITS, type PlaylistAnswer } from '../../shared/requests';
import type { Course, CourseRequest, PlayResponse } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { call } from '../../test/support/events';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import {
  freshPlaylistId,
  freshVideoId,
  type PlaylistSetup,
  providerControl,
} from '../../test/support/video-provider';
import { slugify } from '../catalogue/seed-format';
import { getCourse } from '../data/courses';
import { NOT_A_PLAYLIST_MSG, UNKNOWN_PLAYLIST_MSG } from './get-playlist';

const readPlaylist = httpHandler('GET /api/admin/playlist');
const submit = httpHandler('POST /api/course/request');
const list = httpHandler('POST /api/request/list');
const approve = httpHandler('POST /api/request/{id}/approve');
const detail = httpHandler('GET /api/course/detail/{id}');
const play = httpHandler('GET /api/course/play/{id}');
const catalogue = httpHandler('GET /api/catalogue');

const provider = providerControl();
const playlistLink = (id: string) => `https://www.youtube.com/playlist?list=${id}`;

const read = (who: TestLearner, url?: string) =>
  who.jar.call<PlaylistAnswer & { msg?: string }>(readPlaylist, {
    path: '/api/admin/playlist',
    query: url === undefined ? {} : { url },
  });

/** A new playlist on the provider with `count` videos of its own, 5 to 10 minutes each. */
async function freshPlaylist(count: number, extra: Partial<PlaylistSetup> = {}) {
  const playlistId = freshPlaylistId();
  const items = Array.from({ length: count }, (_, i) => ({
    videoId: freshVideoId(),
    title: `Part ${i + 1}`,
    seconds: 300 + i * 60,
  }));
  const setup = { title: 'Data Structures Full Course', channel: 'Meera Teaches', items, ...extra };
  await provider.setPlaylist(playlistId, setup);
  return { playlistId, items: setup.items };
}

/** Runs `body` with the environment changed as `changes` say, then puts it back. */
async function withEnv(changes: Record<string, string | undefined>, body: () => Promise<void>) {
  const before = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  set(changes);
  try {
    await body();
  } finally {
    set(before);
  }
}

let admin: TestLearner;
beforeAll(async () => {
  admin = await loggedInAdmin();
});

describe('reading a playlist as lessons', () => {
  it('gives its videos in order with their lengths, leaving out deleted and private ones', async () => {
    const { playlistId, items } = await freshPlaylist(5);
    await provider.setVideo(items[1]!.videoId, 'removed');
    await provider.setVideo(items[3]!.videoId, 'private');

    const answer = await read(admin, playlistLink(playlistId));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      playlistId,
      title: 'Data Structures Full Course',
      channel: 'Meera Teaches',
      lessons: [
        { lesson: 1, lessonName: 'Part 1', link: items[0]!.videoId, seconds: 300 },
        { lesson: 2, lessonName: 'Part 3', link: items[2]!.videoId, seconds: 420 },
        { lesson: 3, lessonName: 'Part 5', link: items[4]!.videoId, seconds: 540 },
      ],
      skipped: 2,
      truncated: false,
    });
  });

  it('takes a video link inside the playlist, or the bare playlist id', async () => {
    const { playlistId, items } = await freshPlaylist(1);
    for (const url of [
      `https://youtu.be/${items[0]!.videoId}?list=${playlistId}`,
      `https://m.youtube.com/watch?v=${items[0]!.videoId}&list=${playlistId}&index=1`,
      playlistId,
    ]) {
      expect(await read(admin, url)).toMatchObject({ status: 200, body: { playlistId, skipped: 0 } });
    }
  });

  it('makes titles fit a lesson name: one line, nothing that hides, at most the limit', async () => {
    const long = `${'Trees '.repeat(30)}end`;
    const { playlistId } = await freshPlaylist(1, {
      title: 'Graphs\u202E and more',
      items: [
        { videoId: freshVideoId(), title: 'Breadth\nfirst\u200B search', seconds: 61 },
        { videoId: freshVideoId(), title: long, seconds: 62 },
        { videoId: freshVideoId(), title: '\u200B\u200B', seconds: 63 },
      ],
    });
    const { body } = await read(admin, playlistId);
    expect(body.title).toBe('Graphs and more');
    expect(body.lessons.map((lesson) => lesson.lessonName)).toEqual([
      'Breadth first search',
      long.slice(0, COURSE_LIMITS.lessonNameMax).trim(),
      // Nothing shows: the course names it "Lesson 3".
      '',
    ]);
  });

  it('gives the first lessons a course may have of a longer playlist, and says so', async () => {
    const { playlistId, items } = await freshPlaylist(COURSE_LIMITS.lessonsMax + 3);
    const { status, body } = await read(admin, playlistId);
    expect(status).toBe(200);
    expect(body.truncated).toBe(true);
    expect(body.lessons).toHaveLength(COURSE_LIMITS.lessonsMax);
    expect(body.lessons.at(-1)).toMatchObject({
      lesson: COURSE_LIMITS.lessonsMax,
      link: items[COURSE_LIMITS.lessonsMax - 1]!.videoId,
    });
  });

  it.each([
    ['a single video link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a channel page', 'https://www.youtube.com/@freecodecamp'],
    ['another site', 'https://vimeo.com/76979871'],
    ['no link at all', undefined],
  ])('answers 400 to %s', async (_case, url) => {
    expect(await read(admin, url)).toMatchObject({ status: 400, body: { msg: NOT_A_PLAYLIST_MSG } });
  });

  it('answers 404 to a playlist the provider does not know', async () => {
    expect(await read(admin, playlistLink(freshPlaylistId()))).toMatchObject({
      status: 404,
      body: { msg: UNKNOWN_PLAYLIST_MSG },
    });
  });

  it('answers 403 to anyone but an admin, and 401 without a session', async () => {
    const { playlistId } = await freshPlaylist(1);
    expect((await read(await loggedInLearner(), playlistId)).status).toBe(403);
    expect(
      (await call(readPlaylist, { path: '/api/admin/playlist', query: { url: playlistId } })).status,
    ).toBe(401);
  });

  it('answers 503, saying why, when no key is configured', async () => {
    const { playlistId } = await freshPlaylist(1);
    await withEnv({ YOUTUBE_API_URL: undefined, YOUTUBE_API_KEY: undefined }, async () => {
      const answer = await read(admin, playlistId);
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toMatch(/needs a YouTube Data API key, and none is configured/);
    });
  });

  it("answers 503, saying when to try again, once the day's quota is spent", async () => {
    const { playlistId } = await freshPlaylist(1);
    await withEnv({ YOUTUBE_DAILY_UNITS: '0' }, async () => {
      const answer = await read(admin, playlistId);
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toMatch(/allowance of YouTube calls is used up/);
    });
  });
});

describe('approving a request from its playlist', () => {
  /** A fresh learner (the daily limit is per learner) asks for the course at `link`. */
  async function requestFor(link: string): Promise<CourseRequest> {
    const learner = await loggedInLearner();
    const body = { name: 'Meera Iyer', email: learner.email, playlist: link, message: 'Please add it.' };
    expect((await learner.jar.call(submit, { path: '/api/course/request', body })).status).toBe(201);
    const mine = await learner.jar.call<CourseRequest[]>(list, { path: '/api/request/list', method: 'POST' });
    return mine.body[0]!;
  }

  const approval = (lessons: unknown[]) => ({
    name: `Data Structures ${randomBytes(4).toString('hex')}`,
    creator: 'Meera Teaches',
    category: 'Programming',
    language: 'english',
    info: 'Lists and trees.',
    description: 'From scratch.',
    lessons,
  });

  const approveCall = (id: string, body: unknown) =>
    admin.jar.call<{ courseId: string }>(approve, {
      path: `/api/request/${id}/approve`,
      params: { id },
      body,
    });

  it('makes a course that keeps the playlist, the lessons’ lengths and the total, in the course’s own answers', async () => {
    const { playlistId, items } = await freshPlaylist(3);
    await provider.setVideo(items[2]!.videoId, 'removed');
    const request = await requestFor(playlistLink(playlistId));

    const playlist = await read(admin, request.playlist);
    expect(playlist.body).toMatchObject({ skipped: 1 });
    // The playlist's lessons go back as they came.
    const body = approval(playlist.body.lessons);
    const approved = await approveCall(request._id, body);

    expect(approved.status).toBe(201);
    const courseId = slugify(body.name);
    const stored = await getCourse(courseId);
    expect(stored).toMatchObject({ playlistId, totalSeconds: 660, lessonCount: 2 });
    expect(stored!.lessons).toEqual([
      { _id: 'lesson-1', lesson: 1, lessonName: 'Part 1', link: items[0]!.videoId, seconds: 300 },
      { _id: 'lesson-2', lesson: 2, lessonName: 'Part 2', link: items[1]!.videoId, seconds: 360 },
    ]);

    const shown = await call<Course>(detail, {
      path: `/api/course/detail/${courseId}`,
      params: { id: courseId },
    });
    expect(shown.body).toMatchObject({
      playlistId,
      totalSeconds: 660,
      lessons: [{ seconds: 300 }, { seconds: 360 }],
    });
    const played = await admin.jar.call<PlayResponse>(play, {
      path: `/api/course/play/${courseId}`,
      params: { id: courseId },
    });
    expect(played.body.response).toMatchObject({ playlistId, totalSeconds: 660 });
    const listed = await call<CataloguePage>(catalogue, { path: '/api/catalogue', query: { q: body.name } });
    // The catalogue's search index keeps its projection (docs/api.md): listed, length on its page.
    expect(listed.body.items.find((course) => course._id === courseId)).toBeDefined();
  });

  it('gives no total when some lesson’s length is unknown, and no playlist for a single video', async () => {
    const request = await requestFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const body = approval([
      { lessonName: 'Welcome', link: 'dQw4w9WgXcQ', seconds: 212 },
      { lessonName: 'Typed by hand', link: 'kqtD5dpn9C8' },
    ]);
    expect((await approveCall(request._id, body)).status).toBe(201);
    const stored = await getCourse(slugify(body.name));
    expect(stored).not.toHaveProperty('playlistId');
    expect(stored).not.toHaveProperty('totalSeconds');
    expect(stored!.lessons!.map((lesson) => lesson.seconds)).toEqual([212, undefined]);
  });

  it.each([
    ['a length that is not whole seconds', 12.5],
    ['a length of nothing', 0],
    ['a length over a day', 24 * 60 * 60 + 1],
    ['a length given as text', '300'],
  ])('answers 400 to %s and creates nothing', async (_case, seconds) => {
    const request = await requestFor(playlistLink(freshPlaylistId()));
    const body = approval([{ lessonName: 'Welcome', link: 'dQw4w9WgXcQ', seconds }]);
    expect(await approveCall(request._id, body)).toMatchObject({
      status: 400,
      body: { msg: 'Lesson 1: seconds must be a whole number from 1 to 86400.' },
    });
    expect(await getCourse(slugify(body.name))).toBeNull();
  });
});
