/**
 * `POST /api/course/{courseId}/lessons/{lessonId}/problem`: a learner's report of a video that would
 * not play. Who may report, what counts (once per learner and lesson, 20 an hour), what is refused,
 * and how the report shows in the health list until a check confirms or clears it.
 */

import { PLAYER_ERROR_CODE_MSG } from '../../shared/content';
import { english } from '../../shared/message';
import { loggedInAdmin } from '../../test/support/admins';
import { contentClient, courseShowing, playingVideos } from '../../test/support/content-client';
import { learningClient } from '../../test/support/learning-client';
import { tableOfItsOwn } from '../../test/support/own-table';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { freshVideoId, providerControl } from '../../test/support/video-provider';
import { readVideoChecks } from '../data/content-videos';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { NO_SUCH_LESSON, REPORTED_MSG } from './problem-reports';

tableOfItsOwn();

const provider = providerControl();
let admin: TestLearner;
beforeAll(async () => {
  admin = await loggedInAdmin();
});

/** A learner enrolled in a fresh course of `count` lessons, each on its own playing video. */
async function enrolledIn(count = 3) {
  const videos = await playingVideos(count);
  const course = await courseShowing(videos);
  const learner = await loggedInLearner();
  await learningClient(learner.jar).enroll(course._id);
  return { course, videos, learner, reports: contentClient(learner.jar) };
}

const problemsOf = async (courseId: string) =>
  (await contentClient(admin.jar).health()).body.problems.filter((p) => p.courseId === courseId);

describe('a learner reports a lesson whose video would not play', () => {
  it('shows the lesson in the health list at once, as reported, counting each learner once', async () => {
    const { course, videos, reports } = await enrolledIn();

    expect(await reports.report(course._id, 'lesson-2', { code: 150 })).toMatchObject({
      status: 202,
      body: { msg: REPORTED_MSG },
    });
    expect(await problemsOf(course._id)).toEqual([
      expect.objectContaining({
        lessonId: 'lesson-2',
        lesson: 2,
        link: videos[1],
        state: 'reported',
        reports: 1,
      }),
    ]);

    // The same learner again: taken, and nothing changes.
    expect((await reports.report(course._id, 'lesson-2', { code: 150 })).status).toBe(202);
    const other = await loggedInLearner();
    await learningClient(other.jar).enroll(course._id);
    expect((await contentClient(other.jar).report(course._id, 'lesson-2', { code: 101 })).status).toBe(202);
    expect(await problemsOf(course._id)).toEqual([
      expect.objectContaining({ state: 'reported', reports: 2 }),
    ]);
  });

  it('stays reported until a check confirms it (keeping the count) or clears it', async () => {
    const { course, videos, reports } = await enrolledIn();
    await reports.report(course._id, 'lesson-1', { code: 100 });
    await reports.report(course._id, 'lesson-3', { code: 5 });
    await provider.setVideo(videos[0]!, 'removed');

    await contentClient(admin.jar).check();

    expect(await problemsOf(course._id)).toEqual([
      expect.objectContaining({ lessonId: 'lesson-1', state: 'removed', reports: 1 }),
    ]);
    expect((await readVideoChecks()).get(videos[2]!)).toMatchObject({ state: 'ok', reports: 0 });
  });

  it.each([
    ['an unknown code', { code: 7 }],
    ['a code as text', { code: '100' }],
    ['no code', {}],
  ])('answers 400 to %s, counting nothing', async (_what, body) => {
    const { course, reports } = await enrolledIn(1);
    expect(await reports.report(course._id, 'lesson-1', body)).toMatchObject({
      status: 400,
      body: { msg: english(PLAYER_ERROR_CODE_MSG) },
    });
    expect(await problemsOf(course._id)).toEqual([]);
  });

  it('answers 400 for a lesson the course does not have, hidden ones included, and 404 for an unknown course', async () => {
    const { course, reports } = await enrolledIn(2);
    await contentClient(admin.jar).changeLesson(course._id, 'lesson-2', { hidden: true });
    for (const lessonId of ['lesson-7', 'lesson-2']) {
      expect(await reports.report(course._id, lessonId, { code: 100 })).toMatchObject({
        status: 400,
        body: { msg: NO_SUCH_LESSON },
      });
    }
    expect((await reports.report('no-such-course', 'lesson-1', { code: 100 })).status).toBe(404);
    expect(await problemsOf(course._id)).toEqual([]);
  });

  it('answers 403 to a learner not enrolled and 401 logged out, counting nothing', async () => {
    const { course } = await enrolledIn(1);
    const stranger = await loggedInLearner();
    expect(await contentClient(stranger.jar).report(course._id, 'lesson-1', { code: 100 })).toMatchObject({
      status: 403,
      body: { msg: NOT_ENROLLED_MSG },
    });
    expect((await contentClient().report(course._id, 'lesson-1', { code: 100 })).status).toBe(401);
    expect(await problemsOf(course._id)).toEqual([]);
  });

  it('takes 20 reports an hour from one learner, then 429 with retryAt; a repeated report is not counted', async () => {
    const { limit } = RATE_LIMITS.problemReportsPerLearner;
    const { course, reports } = await enrolledIn(limit + 1);
    // Date alone is frozen inside one hour, so every report falls in one window.
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
      jest.setSystemTime(hour + 1000);
      for (let n = 1; n <= limit; n++) {
        expect((await reports.report(course._id, `lesson-${n}`, { code: 100 })).status).toBe(202);
      }
      // Already reported: taken again without counting, so it is no refusal.
      expect((await reports.report(course._id, 'lesson-1', { code: 100 })).status).toBe(202);

      const refused = await reports.report(course._id, `lesson-${limit + 1}`, { code: 100 });
      expect(refused).toMatchObject({
        status: 429,
        body: {
          retryAt: new Date(hour + 3_600_000).toISOString(),
          msg: expect.stringContaining('20 videos this hour'),
        },
        headers: { 'retry-after': '3599' },
      });
      expect((await problemsOf(course._id)).map((p) => p.lessonId)).not.toContain(`lesson-${limit + 1}`);
    } finally {
      jest.useRealTimers();
    }
  }, 60_000);

  it('reports a video never checked, whatever the provider knows of it', async () => {
    const video = freshVideoId();
    const course = await courseShowing([video]);
    const learner = await loggedInLearner();
    await learningClient(learner.jar).enroll(course._id);
    expect((await contentClient(learner.jar).report(course._id, 'lesson-1', { code: 2 })).status).toBe(202);
    expect(await problemsOf(course._id)).toEqual([
      expect.objectContaining({ link: video, state: 'reported' }),
    ]);
  });
});
