/**
 * The content check against DynamoDB Local and the local video provider: what it finds and stores,
 * how it spends the quota (each video once, 50 to a call, reported ones first, stopped by the day's
 * budget and resumed where it stopped), and who may run it. Each part runs on a table of its own,
 * so a check sees exactly the courses the part made.
 */
import { workerHandler } from '../../infra/local/handlers';
import { loggedInAdmin } from '../../test/support/admins';
import { contentClient, courseShowing, playingVideos } from '../../test/support/content-client';
import { learningClient } from '../../test/support/learning-client';
import { tableOfItsOwn } from '../../test/support/own-table';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { freshVideoId, providerControl } from '../../test/support/video-provider';
import { releaseLease, takeLease } from '../data/content-runs';
import { readVideoChecks } from '../data/content-videos';
import { unitsSpent } from '../data/provider-quota';
import { CHECK_RUNNING_MSG } from './check';
import { CONTENT_CHECK } from './routes';

const provider = providerControl();

/** Runs `body` with the day's budget `units` above what was spent today. */
async function withUnitsLeft<T>(units: number, body: () => Promise<T>): Promise<T> {
  const saved = process.env.YOUTUBE_DAILY_UNITS;
  process.env.YOUTUBE_DAILY_UNITS = String((await unitsSpent()) + units);
  try {
    return await body();
  } finally {
    if (saved === undefined) delete process.env.YOUTUBE_DAILY_UNITS;
    else process.env.YOUTUBE_DAILY_UNITS = saved;
  }
}

describe('what a check finds', () => {
  tableOfItsOwn();
  let admin: TestLearner;
  beforeAll(async () => {
    admin = await loggedInAdmin();
  });

  it('stores each video’s state, and lists every lesson whose video does not play', async () => {
    const [playing, removed, hidden, closed] = await playingVideos(4);
    await provider.setVideo(removed!, 'removed');
    await provider.setVideo(hidden!, 'private');
    await provider.setVideo(closed!, 'unembeddable');
    const course = await courseShowing([playing!, removed!, hidden!, closed!]);

    const before = Date.now();
    const answer = await contentClient(admin.jar).check();

    expect(answer).toMatchObject({ status: 200, body: { checked: 4, problems: 3 } });
    expect(answer.body).not.toHaveProperty('unchecked');
    const checks = await readVideoChecks();
    expect([playing, removed, hidden, closed].map((id) => checks.get(id!)?.state)).toEqual([
      'ok',
      'removed',
      'private',
      'unembeddable',
    ]);
    for (const check of checks.values()) {
      expect(Date.parse(check.checkedAt!)).toBeGreaterThanOrEqual(before - 1000);
      expect(check.since).toBe(check.checkedAt);
    }
    const health = (await contentClient(admin.jar).health()).body;
    expect(Date.parse(health.checkedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(health.problems).toEqual(
      [
        [2, removed, 'removed'],
        [3, hidden, 'private'],
        [4, closed, 'unembeddable'],
      ].map(([lesson, link, state]) => ({
        courseId: course._id,
        courseName: course.name,
        lessonId: `lesson-${lesson}`,
        lesson,
        lessonName: `Part ${lesson}`,
        link,
        state,
        since: checks.get(link as string)!.since,
        reports: 0,
      })),
    );
    expect(health.drift).toEqual([]);
  });

  it('keeps when a problem began over later checks, and forgets it once the video plays again', async () => {
    const [video] = await playingVideos(1);
    await provider.setVideo(video!, 'removed');
    await courseShowing([video!]);
    const admins = contentClient(admin.jar);
    await admins.check();
    const first = (await readVideoChecks()).get(video!)!;

    await admins.check();
    const second = (await readVideoChecks()).get(video!)!;
    expect(second.since).toBe(first.since);
    expect(second.checkedAt! > first.checkedAt!).toBe(true);

    await provider.setVideo(video!, 'ok');
    await admins.check();
    expect((await readVideoChecks()).get(video!)).toMatchObject({ state: 'ok', reports: 0 });
    expect((await admins.health()).body.problems.map((p) => p.link)).not.toContain(video);
  });

  it('runs daily as the worker the schedule invokes, with the same outcome', async () => {
    const [video] = await playingVideos(1);
    await provider.setVideo(video!, 'private');
    await courseShowing([video!]);

    const result = await workerHandler(CONTENT_CHECK)!({}, { awsRequestId: 'daily' });

    expect(result).toMatchObject({ checked: expect.any(Number), problems: expect.any(Number) });
    expect((await readVideoChecks()).get(video!)).toMatchObject({ state: 'private' });
  });

  it('answers 409 while another check runs, and runs once it has ended', async () => {
    expect(await takeLease('another-run', Date.now() + 60_000)).toBe(true);
    try {
      expect(await contentClient(admin.jar).check()).toMatchObject({
        status: 409,
        body: { msg: CHECK_RUNNING_MSG },
      });
    } finally {
      await releaseLease('another-run');
    }
    expect((await contentClient(admin.jar).check()).status).toBe(200);
  });

  it('is for admins: 403 for a learner, 401 logged out, on every admin route', async () => {
    const learner = contentClient((await loggedInLearner()).jar);
    const stranger = contentClient();
    for (const [client, status] of [
      [learner, 403],
      [stranger, 401],
    ] as const) {
      expect((await client.check()).status).toBe(status);
      expect((await client.health()).status).toBe(status);
      expect((await client.changeLesson('any-course', 'lesson-1', { hidden: true })).status).toBe(status);
      expect((await client.applyDrift('any-course')).status).toBe(status);
    }
  });
});

describe('how a check spends the quota', () => {
  tableOfItsOwn();
  let admin: TestLearner;
  let learner: TestLearner;
  beforeAll(async () => {
    [admin, learner] = await Promise.all([loggedInAdmin(), loggedInLearner()]);
  });

  it('asks for each video once however many lessons show it, 50 to a call', async () => {
    const videos = await playingVideos(60);
    // 110 lessons over 60 videos: a video shown twice in one course, and twice across courses.
    await courseShowing([...videos, ...videos.slice(0, 5)]);
    await courseShowing([...videos.slice(0, 45)]);
    const spent = await unitsSpent();

    const answer = await contentClient(admin.jar).check();

    expect(answer).toMatchObject({ status: 200, body: { checked: 60, problems: 0 } });
    // One unit per `videos.list` call: two calls of at most 50 for 60 videos, not three for 110 lessons.
    expect((await unitsSpent()) - spent).toBe(2);
  });

  it('stops when the day’s budget is spent, and starts the next run with what it left', async () => {
    const runAt = async () => {
      const answer = await contentClient(admin.jar).check();
      return { answer, checks: await readVideoChecks() };
    };
    // The 60 videos of the test above, all checked once: one call's worth of units is left.
    const first = await withUnitsLeft(1, runAt);
    expect(first.answer).toMatchObject({ status: 200, body: { checked: 50, problems: 0, unchecked: 10 } });
    const times = [...first.checks.values()].map((check) => check.checkedAt!);
    const latest = times.sort().at(-1)!;
    const left = [...first.checks.values()]
      .filter((check) => check.checkedAt !== latest)
      .map((c) => c.videoId);
    expect(left).toHaveLength(10);

    const second = await withUnitsLeft(1, runAt);
    expect(second.answer.body).toMatchObject({ checked: 50, unchecked: 10 });
    const newest = [...second.checks.values()]
      .map((check) => check.checkedAt!)
      .sort()
      .at(-1)!;
    // The ten left over were checked first this time.
    expect(left.map((id) => second.checks.get(id)!.checkedAt)).toEqual(Array(10).fill(newest));
  });

  it('checks a reported video first, before every video checked longer ago', async () => {
    const before = await readVideoChecks();
    // The video that would come last: checked most recently, and last by id among those.
    const newest = [...before.values()]
      .map((check) => check.checkedAt!)
      .sort()
      .at(-1)!;
    const last = [...before.values()]
      .filter((check) => check.checkedAt === newest)
      .map((check) => check.videoId)
      .sort()
      .at(-1)!;
    const [course] = await Promise.all([
      courseShowing([freshVideoId(), last]),
      provider.setVideo(last, 'removed'),
    ]);
    await learningClient(learner.jar).enroll(course._id);
    const reported = await contentClient(learner.jar).report(course._id, 'lesson-2', { code: 100 });
    expect(reported.status).toBe(202);

    const answer = await withUnitsLeft(1, () => contentClient(admin.jar).check());

    expect(answer.body).toMatchObject({ checked: 50 });
    expect((await readVideoChecks()).get(last)).toMatchObject({ state: 'removed', reports: 1 });
    const problems = (await contentClient(admin.jar).health()).body.problems;
    expect(problems.filter((p) => p.link === last)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ courseId: course._id, state: 'removed', reports: 1 }),
      ]),
    );
  });
});
