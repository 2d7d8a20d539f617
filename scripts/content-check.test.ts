import { releaseLease, takeLease } from '../functions/data/content-runs';
import { getCourse } from '../functions/data/courses';
import { courseShowing, playingVideos } from '../test/support/content-client';
import { tableOfItsOwn } from '../test/support/own-table';
import { providerControl } from '../test/support/video-provider';
import { type Io, runCommand } from './lib/cli';
import { contentCheckCommand } from './lib/content-check-command';
import { localMailEnvironment } from './lib/content-check-target';
import { resolveTarget } from './lib/target';

// The check reads every course of its table: this file's own.
tableOfItsOwn();

function capture(): Io & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
}

const contentCheck = (args: string[], io = capture()) =>
  runCommand(contentCheckCommand, args, io, 'USAGE', resolveTarget([], process.env).target);

describe('npm run content:check', () => {
  it('checks every lesson now and prints what it found, as the admin call answers', async () => {
    const videos = await playingVideos(2);
    await providerControl().setVideo(videos[1]!, 'removed');
    const course = await courseShowing(videos);
    const io = capture();

    expect(await contentCheck([], io)).toBe(0);

    expect(io.lines.map((line) => JSON.parse(line))).toEqual([{ checked: 2, problems: 1 }]);
    expect((await getCourse(course._id))!.lessons![1]).toMatchObject({ unavailable: 'removed' });
  });

  it('says so, with exit code 1, while another check runs', async () => {
    await takeLease('another-run', Date.now() + 60_000);
    try {
      const io = capture();
      expect(await contentCheck([], io)).toBe(1);
      expect(io.errors).toEqual(['A content check is running now. Please try again in a few minutes.']);
    } finally {
      await releaseLease('another-run');
    }
  });

  it('takes no arguments', async () => {
    expect(await contentCheck(['now'])).toBe(2);
  });

  it("sends the digest to the local stack's SES unless told otherwise", () => {
    expect(localMailEnvironment({ SES_PORT: '9005' })).toMatchObject({
      SES_ENDPOINT: 'http://localhost:9005',
      SITE_URL: 'http://localhost:3000',
    });
    expect(localMailEnvironment({ SES_ENDPOINT: 'http://ses.test' }).SES_ENDPOINT).toBe('http://ses.test');
  });
});
