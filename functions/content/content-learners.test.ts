/**
 * What learners and admins get from a check: lessons marked unavailable in the course answers, a
 * course whose every lesson is unavailable out of the catalogue (listing and search) until it is
 * fixed, a certificate that an unavailable lesson no longer blocks, and one digest mail per check
 * that finds new problems. On a table of its own, with the local provider and the local SES.
 */
import { randomBytes } from 'node:crypto';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import { parseCatalogueQuery } from '../../shared/catalogue';
import { loggedInAdmin } from '../../test/support/admins';
import { certificateClient } from '../../test/support/certificate-client';
import { contentClient, courseShowing, playingVideos } from '../../test/support/content-client';
import { mailsTo } from '../../test/support/inbox';
import { learningClient } from '../../test/support/learning-client';
import { tableOfItsOwn } from '../../test/support/own-table';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { providerControl } from '../../test/support/video-provider';
import { CHECK_EVERY_MS, LiveCatalogue } from '../catalogue/live-catalogue';
import { readCatalogueEntries, readCatalogueVersion } from '../data/catalogue';
import { markUndeliverable } from '../data/mail-delivery';

tableOfItsOwn();

const provider = providerControl();
let admin: TestLearner;
let learner: TestLearner;
beforeAll(async () => {
  [admin, learner] = await Promise.all([loggedInAdmin('Digest Admin'), loggedInLearner()]);
});
const check = async () => {
  const answer = await contentClient(admin.jar).check();
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('lessons whose video does not play', () => {
  it('carry `unavailable` in the course detail and play answers, the others do not', async () => {
    const [playing, gone, closed] = await playingVideos(3);
    await provider.setVideo(gone!, 'removed');
    await provider.setVideo(closed!, 'unembeddable');
    const course = await courseShowing([playing!, gone!, closed!]);
    const learning = learningClient(learner.jar);
    await learning.enroll(course._id);

    await check();

    const unavailable = (lessons: Array<{ unavailable?: string }> | undefined) =>
      lessons?.map((l) => l.unavailable);
    expect(unavailable((await learning.detail(course._id)).body.lessons)).toEqual([
      undefined,
      'removed',
      'unembeddable',
    ]);
    expect(unavailable((await learning.play(course._id)).body.response.lessons)).toEqual([
      undefined,
      'removed',
      'unembeddable',
    ]);

    await provider.setVideo(gone!, 'ok');
    await check();
    expect(unavailable((await learning.detail(course._id)).body.lessons)).toEqual([
      undefined,
      undefined,
      'unembeddable',
    ]);
  });

  it('no longer stand between a learner and the certificate', async () => {
    const [first, second, third] = await playingVideos(3);
    const course = await courseShowing([first!, second!, third!]);
    const learning = learningClient(learner.jar);
    const certificates = certificateClient(learner.jar);
    await learning.enroll(course._id);
    for (const lessonId of ['lesson-1', 'lesson-3'])
      await learning.complete({ courseId: course._id, lessonId, done: true });
    expect(await certificates.claim(course._id)).toMatchObject({
      status: 403,
      body: { msg: 'Complete every lesson to claim the certificate: 2 of 3 done.' },
    });

    await provider.setVideo(second!, 'private');
    await check();

    const claimed = await certificates.claim(course._id);
    expect(claimed.status).toBe(201);
    // The certificate counts the lessons the learner could watch and completed.
    expect((await certificates.show(claimed.body._id)).body).toMatchObject({
      courseId: course._id,
      lessonCount: 2,
    });
  });
});

describe('a course whose every lesson is unavailable', () => {
  it('leaves the catalogue (the listing and the search) until one of its lessons plays again', async () => {
    const word = `zq${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    const videos = await playingVideos(2);
    const course = await courseShowing(videos, { name: `Withdrawn ${word}` });
    let now = 1_000_000;
    const live = new LiveCatalogue(
      { version: readCatalogueVersion, entries: readCatalogueEntries },
      () => now,
    );
    const query = parseCatalogueQuery({ q: word });
    if (!query.ok) throw new Error(query.msg);
    /** What a container's catalogue shows once its next look at the catalogue has run. */
    const shown = async () => {
      now += CHECK_EVERY_MS;
      await live.current();
      await live.settled();
      const index = await live.current();
      return { listed: index.get(course._id) !== undefined, found: index.query(query.value).total };
    };
    expect(await shown()).toEqual({ listed: true, found: 1 });

    await provider.setVideo(videos[0]!, 'removed');
    await check();
    expect(await shown()).toEqual({ listed: true, found: 1 });

    await provider.setVideo(videos[1]!, 'private');
    await check();
    expect(await shown()).toEqual({ listed: false, found: 0 });
    expect((await readCatalogueEntries()).map((entry) => entry._id)).not.toContain(course._id);
    // Enrolled learners still reach it.
    expect((await learningClient(learner.jar).detail(course._id)).status).toBe(200);

    await provider.setVideo(videos[1]!, 'ok');
    await check();
    expect(await shown()).toEqual({ listed: true, found: 1 });
  });
});

describe("the admins' digest", () => {
  const digestsTo = async (address: string) =>
    (await mailsTo(address)).filter((mail) => /lessons? needs? attention/.test(mail.subject));

  it('comes once per check that finds new problems, listing only those, and never when nothing is new', async () => {
    const videos = await playingVideos(3);
    const course = await courseShowing(videos, { name: `Digest Course ${randomBytes(3).toString('hex')}` });
    await check();
    const before = (await digestsTo(admin.email)).length;

    await provider.setVideo(videos[0]!, 'removed');
    await provider.setVideo(videos[1]!, 'private');
    await check();
    const first = (await digestsTo(admin.email)).slice(before);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('LearnFree: 2 lessons need attention');
    const text = first[0]!.body.text!;
    expect(text).toContain(
      `${course.name}, lesson 1 "Part 1": the video was removed from YouTube (video ${videos[0]})`,
    );
    expect(text).toContain(
      `${course.name}, lesson 2 "Part 2": the video was made private (video ${videos[1]})`,
    );
    expect(text).toContain('/admin/content');
    expect(first[0]!.body.html).toContain('<li>');

    // The same problems again: nothing new, no mail.
    await check();
    expect((await digestsTo(admin.email)).slice(before)).toHaveLength(1);

    await provider.setVideo(videos[2]!, 'unembeddable');
    await check();
    const second = (await digestsTo(admin.email)).slice(before + 1);
    expect(second).toHaveLength(1);
    expect(second[0]!.subject).toBe('LearnFree: 1 lesson needs attention');
    expect(second[0]!.body.text).toContain(`lesson 3 "Part 3"`);
    expect(second[0]!.body.text).not.toContain(`lesson 1 "Part 1"`);
  });

  it('goes to every admin, and to no learner', async () => {
    const [other] = await Promise.all([loggedInAdmin('Second Admin')]);
    const [video] = await playingVideos(1);
    await courseShowing([video!]);
    await check();
    await provider.setVideo(video!, 'removed');
    await check();
    const latest = async (address: string) => (await digestsTo(address)).at(-1)?.body.text ?? '';
    expect(await latest(admin.email)).toContain(`(video ${video})`);
    expect(await latest(other.email)).toContain(`(video ${video})`);
    expect(await digestsTo(learner.email)).toEqual([]);

    // An admin no more: the next digest goes to the other admins only.
    await setRoleByEmail(other.email, 'user');
    const [next] = await playingVideos(1);
    await courseShowing([next!]);
    await check();
    await provider.setVideo(next!, 'removed');
    await check();
    expect(await latest(admin.email)).toContain(`(video ${next})`);
    expect(await latest(other.email)).not.toContain(`(video ${next})`);
  });

  it('skips an admin whose address SES reported as undeliverable', async () => {
    const bounced = await loggedInAdmin('Bounced Admin');
    expect(await markUndeliverable(bounced.email, { reason: 'bounce', at: new Date().toISOString() })).toBe(
      true,
    );
    const [video] = await playingVideos(1);
    await courseShowing([video!]);
    await check();
    await provider.setVideo(video!, 'removed');
    const before = (await digestsTo(bounced.email)).length;
    await check();
    expect((await digestsTo(admin.email)).at(-1)?.body.text).toContain(`(video ${video})`);
    expect(await digestsTo(bounced.email)).toHaveLength(before);
  });
});
