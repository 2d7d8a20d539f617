import type { VideoCheck } from '../data/content-videos';
import { afterCheck, afterReport, checkOrder } from './video-states';

const EARLIER = '2026-11-01T08:30:00.000Z';
const NOW = '2026-11-02T08:30:00.000Z';

const check = (videoId: string, extra: Partial<VideoCheck> = {}): VideoCheck => ({
  videoId,
  state: 'ok',
  since: EARLIER,
  checkedAt: EARLIER,
  reports: 0,
  uses: [],
  ...extra,
});

describe("a video's record after a check", () => {
  it('records a video seen for the first time, with the lessons using it while it does not play', () => {
    expect(
      afterCheck(null, { videoId: 'v1', state: 'removed' }, NOW, ['c1#lesson-1', 'c2#lesson-4']),
    ).toEqual({
      videoId: 'v1',
      state: 'removed',
      since: NOW,
      checkedAt: NOW,
      reports: 0,
      uses: ['c1#lesson-1', 'c2#lesson-4'],
    });
  });

  it('keeps when a problem began, and its reports, while it lasts', () => {
    const reported = check('v1', { state: 'reported', since: EARLIER, reports: 3, checkedAt: undefined });
    expect(afterCheck(reported, { videoId: 'v1', state: 'private' }, NOW, ['c1#lesson-1'])).toMatchObject({
      state: 'private',
      since: EARLIER,
      reports: 3,
      checkedAt: NOW,
    });
  });

  it('clears the reports and the lessons of a video found playing, starting its time afresh', () => {
    const reported = check('v1', { state: 'reported', reports: 2, uses: ['c1#lesson-1'] });
    expect(
      afterCheck(reported, { videoId: 'v1', state: 'ok', title: 'Intro', seconds: 61 }, NOW, ['c1#lesson-1']),
    ).toEqual({
      videoId: 'v1',
      state: 'ok',
      since: NOW,
      checkedAt: NOW,
      reports: 0,
      uses: [],
      title: 'Intro',
      seconds: 61,
    });
  });

  it('keeps the length it knew when the provider no longer tells it', () => {
    expect(afterCheck(check('v1', { seconds: 90 }), { videoId: 'v1', state: 'ok' }, NOW, [])).toMatchObject({
      since: EARLIER,
      seconds: 90,
    });
  });
});

describe("a video's record after a report", () => {
  it('makes a playing or unknown video reported, since now, with the reported lesson', () => {
    expect(afterReport('v1', 'c1#lesson-2', NOW)(null)).toEqual({
      videoId: 'v1',
      state: 'reported',
      since: NOW,
      reports: 1,
      uses: ['c1#lesson-2'],
    });
    expect(afterReport('v1', 'c1#lesson-2', NOW)(check('v1'))).toMatchObject({
      state: 'reported',
      since: NOW,
      reports: 1,
      checkedAt: EARLIER,
    });
  });

  it('leaves a problem a check found as it is, one report more, each lesson named once', () => {
    const removed = check('v1', { state: 'removed', reports: 1, uses: ['c1#lesson-2'] });
    expect(afterReport('v1', 'c1#lesson-2', NOW)(removed)).toMatchObject({
      state: 'removed',
      since: EARLIER,
      reports: 2,
      uses: ['c1#lesson-2'],
    });
  });
});

describe('the order videos are checked in', () => {
  it('puts reported videos first, then those never checked, then the longest unchecked', () => {
    const checks = new Map(
      [
        check('fresh', { checkedAt: '2026-11-02T00:00:00.000Z' }),
        check('stale', { checkedAt: '2026-10-01T00:00:00.000Z' }),
        check('reported', { state: 'reported', checkedAt: '2026-11-02T01:00:00.000Z' }),
      ].map((c) => [c.videoId, c]),
    );
    expect(checkOrder(['fresh', 'new', 'stale', 'reported'], checks)).toEqual([
      'reported',
      'new',
      'stale',
      'fresh',
    ]);
  });

  it('reaches the videos a run left unchecked before those it checked', () => {
    const ids = Array.from({ length: 6 }, (_, i) => `v${i}`);
    // A run that checked only the first four: the other two keep their older time.
    const checks = new Map(
      ids.map((id, i) => [id, check(id, { checkedAt: i < 4 ? NOW : EARLIER })] as const),
    );
    expect(checkOrder(ids, checks).slice(0, 2)).toEqual(['v4', 'v5']);
  });
});
