/**
 * An admin's fixes from the health list: a lesson's video replaced (checked with the provider
 * first), a lesson hidden, a playlist's drift found by the check and applied, with learners'
 * progress kept. On a table of its own, with the local provider.
 */

import { LESSON_CHANGE_MSG, LESSON_LINK_MSG } from '../../shared/content';
import { loggedInAdmin } from '../../test/support/admins';
import { contentClient, courseShowing, playingVideos } from '../../test/support/content-client';
import { learningClient } from '../../test/support/learning-client';
import { tableOfItsOwn } from '../../test/support/own-table';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { freshPlaylistId, providerControl } from '../../test/support/video-provider';
import { readCatalogueEntries } from '../data/catalogue';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND, NO_DRIFT, NOT_PLAYABLE } from './lesson-changes';

tableOfItsOwn();

const provider = providerControl();
let admin: TestLearner;
let learner: TestLearner;
let admins: ReturnType<typeof contentClient>;
beforeAll(async () => {
  [admin, learner] = await Promise.all([loggedInAdmin(), loggedInLearner()]);
  admins = contentClient(admin.jar);
});
const listed = async (courseId: string) =>
  (await readCatalogueEntries()).some((entry) => entry._id === courseId);

describe("replacing a lesson's video", () => {
  it('shows the new video once the provider says it plays, and the course returns to the catalogue', async () => {
    const [gone, replacement] = await playingVideos(2);
    await provider.setVideo(gone!, 'removed');
    await provider.setVideo(replacement!, 'ok', { title: 'Fresh upload', seconds: 754 });
    const course = await courseShowing([gone!]);
    await admins.check();
    expect(await listed(course._id)).toBe(false);

    const answer = await admins.changeLesson(course._id, 'lesson-1', {
      link: `https://www.youtube.com/watch?v=${replacement}`,
    });

    expect(answer).toMatchObject({
      status: 200,
      body: { msg: 'The lesson now shows the new video.', lesson: { _id: 'lesson-1', link: replacement } },
    });
    const lessons = (await learningClient(learner.jar).detail(course._id)).body.lessons!;
    expect(lessons).toEqual([
      { _id: 'lesson-1', lesson: 1, link: replacement, lessonName: 'Part 1', seconds: 754 },
    ]);
    expect(await listed(course._id)).toBe(true);
    expect((await admins.health()).body.problems.filter((p) => p.courseId === course._id)).toEqual([]);
  });

  it.each([
    ['removed', NOT_PLAYABLE.removed],
    ['private', NOT_PLAYABLE.private],
    ['unembeddable', NOT_PLAYABLE.unembeddable],
  ] as const)('refuses a video that is %s with 400, changing nothing', async (state, msg) => {
    const [current, candidate] = await playingVideos(2);
    await provider.setVideo(candidate!, state);
    const course = await courseShowing([current!]);

    expect(await admins.changeLesson(course._id, 'lesson-1', { link: candidate })).toMatchObject({
      status: 400,
      body: { msg },
    });
    expect((await learningClient(learner.jar).detail(course._id)).body.lessons![0]!.link).toBe(current);
  });

  it.each([
    ['no link and no hidden', {}, LESSON_CHANGE_MSG],
    ['both', { link: 'dQw4w9WgXcQ', hidden: true }, LESSON_CHANGE_MSG],
    ['a link that is no video', { link: 'https://example.com/watch?v=dQw4w9WgXcQ' }, LESSON_LINK_MSG],
    ['hidden: false', { hidden: false }, LESSON_CHANGE_MSG],
  ])('answers 400 to %s', async (_what, body, msg) => {
    const [video] = await playingVideos(1);
    const course = await courseShowing([video!]);
    expect(await admins.changeLesson(course._id, 'lesson-1', body)).toMatchObject({
      status: 400,
      body: { msg },
    });
  });

  it('answers 404 for an unknown course or lesson', async () => {
    const [video] = await playingVideos(1);
    const course = await courseShowing([video!]);
    expect(await admins.changeLesson('no-such-course', 'lesson-1', { hidden: true })).toMatchObject({
      status: 404,
      body: { msg: COURSE_NOT_FOUND },
    });
    expect(await admins.changeLesson(course._id, 'lesson-9', { link: video })).toMatchObject({
      status: 404,
      body: { msg: LESSON_NOT_FOUND },
    });
  });
});

describe('hiding a lesson', () => {
  it('takes it out of the learners’ answers and the health list, keeping every other lesson’s id and number', async () => {
    const videos = await playingVideos(3);
    await provider.setVideo(videos[1]!, 'removed');
    const course = await courseShowing(videos);
    const learning = learningClient(learner.jar);
    await learning.enroll(course._id);
    await learning.complete({ courseId: course._id, lessonId: 'lesson-3', done: true });
    await admins.check();

    expect(await admins.changeLesson(course._id, 'lesson-2', { hidden: true })).toMatchObject({
      status: 200,
      body: { msg: 'The lesson is hidden from learners.' },
    });

    const detail = (await learning.detail(course._id)).body;
    expect(detail.lessons!.map((l) => [l._id, l.lesson])).toEqual([
      ['lesson-1', 1],
      ['lesson-3', 3],
    ]);
    expect(detail.lessonCount).toBe(2);
    expect((await learning.completed(course._id)).body).toEqual([3]);
    expect((await admins.health()).body.problems.filter((p) => p.courseId === course._id)).toEqual([]);
    // A hidden lesson takes no progress: ticking it is ticking a lesson the course does not have.
    expect((await learning.complete({ courseId: course._id, lessonId: 'lesson-2', done: true })).status).toBe(
      404,
    );
    // Hiding it again changes nothing.
    expect((await admins.changeLesson(course._id, 'lesson-2', { hidden: true })).status).toBe(200);
  });

  it('takes a course out of the catalogue when the last lesson that plays is hidden', async () => {
    const videos = await playingVideos(2);
    await provider.setVideo(videos[0]!, 'private');
    const course = await courseShowing(videos);
    await admins.check();
    expect(await listed(course._id)).toBe(true);

    await admins.changeLesson(course._id, 'lesson-2', { hidden: true });

    expect(await listed(course._id)).toBe(false);
  });
});

describe("a playlist's drift", () => {
  it('is found by the check, listed, and applied without changing a lesson id or number', async () => {
    const videos = await playingVideos(4);
    const playlistId = freshPlaylistId();
    const course = await courseShowing(videos.slice(0, 3), { playlistId });
    // The creator removed part 2 and added a part 4.
    await provider.setPlaylist(playlistId, {
      title: 'The course',
      channel: 'The creator',
      items: [
        { videoId: videos[0]!, title: 'Intro', seconds: 60 },
        { videoId: videos[2]!, title: 'Trees', seconds: 62 },
        { videoId: videos[3]!, title: 'Graphs', seconds: 63 },
      ],
    });
    const learning = learningClient(learner.jar);
    await learning.enroll(course._id);
    for (const lessonId of ['lesson-1', 'lesson-2', 'lesson-3'])
      await learning.complete({ courseId: course._id, lessonId, done: true });

    await admins.check();

    expect((await admins.health()).body.drift).toEqual([
      {
        courseId: course._id,
        courseName: course.name,
        added: [{ link: videos[3], title: 'Graphs' }],
        removed: [videos[1]],
      },
    ]);

    expect(await admins.applyDrift(course._id)).toMatchObject({
      status: 200,
      body: { added: 1, hidden: 1, msg: expect.stringContaining('1 lesson added, 1 lesson hidden') },
    });

    const detail = (await learning.detail(course._id)).body;
    expect(detail.lessons!.map((l) => [l._id, l.lesson, l.link, l.lessonName])).toEqual([
      ['lesson-1', 1, videos[0], 'Part 1'],
      ['lesson-3', 3, videos[2], 'Part 3'],
      ['lesson-4', 4, videos[3], 'Graphs'],
    ]);
    expect(detail.lessonCount).toBe(3);
    expect((await learning.completed(course._id)).body).toEqual([1, 2, 3]);
    expect((await admins.health()).body.drift).toEqual([]);
    expect(await admins.applyDrift(course._id)).toMatchObject({ status: 409, body: { msg: NO_DRIFT } });

    // The course follows its playlist now: the next check finds no drift.
    await admins.check();
    expect((await admins.health()).body.drift).toEqual([]);
  });

  it('answers 404 for an unknown course', async () => {
    expect(await admins.applyDrift('no-such-course')).toMatchObject({
      status: 404,
      body: { msg: COURSE_NOT_FOUND },
    });
  });
});
