/**
 * How the provider's answers become what the product shows: a lesson's length from the Data API's
 * ISO 8601 duration, a video's state from its status (or its absence), which playlist items can be
 * played, and what each oEmbed answer means.
 */
import { oembedFacts } from './oembed';
import { playableVideoId, secondsOf, stateOf, videoFacts } from './parse';

describe('a lesson length from the Data API duration', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT4M13S', 253],
    ['PT15M', 900],
    ['PT2H', 7200],
    ['PT45S', 45],
    ['P1DT2H3M4S', 93784],
    ['PT1M30.6S', 91],
  ])('%s is %i seconds', (duration, seconds) => {
    expect(secondsOf(duration)).toBe(seconds);
  });

  it.each([
    ['P0D', 'a live stream'],
    ['PT0S', 'nothing'],
    ['', 'empty'],
    ['P', 'no parts'],
    ['PT', 'no time parts'],
    ['1:02:03', 'not ISO 8601'],
    ['PT1H2X', 'an unknown unit'],
  ])('%s (%s) has no length, so it cannot mislead a course total', (duration) => {
    expect(secondsOf(duration)).toBeUndefined();
  });

  it('is unknown when the answer has no duration', () => {
    expect(secondsOf(undefined)).toBeUndefined();
  });
});

describe("a video's state from videos.list", () => {
  const video = (status: Record<string, unknown>) => ({ id: 'abcdefghijk', status });
  /** An entry with every part the product asks for. */
  const listed = (title: string, duration: string, status: Record<string, unknown>) => ({
    ...video(status),
    snippet: { title },
    contentDetails: { duration },
  });

  it('is removed when the answer leaves the id out', () => {
    expect(stateOf(undefined)).toBe('removed');
  });

  it.each(['deleted', 'failed', 'rejected'])('is removed when the upload was %s', (uploadStatus) => {
    expect(stateOf(video({ uploadStatus, privacyStatus: 'public', embeddable: true }))).toBe('removed');
  });

  it('is private when its privacy status is private, embeddable or not', () => {
    expect(stateOf(video({ privacyStatus: 'private', embeddable: true }))).toBe('private');
    expect(stateOf(video({ privacyStatus: 'private', embeddable: false }))).toBe('private');
  });

  it('is unembeddable when its owner closed it to other sites', () => {
    expect(stateOf(video({ privacyStatus: 'public', embeddable: false }))).toBe('unembeddable');
  });

  it('is ok when public or unlisted and embeddable, or when the status says nothing against it', () => {
    expect(stateOf(video({ privacyStatus: 'public', embeddable: true }))).toBe('ok');
    expect(stateOf(video({ privacyStatus: 'unlisted', embeddable: true }))).toBe('ok');
    expect(stateOf({ id: 'abcdefghijk' })).toBe('ok');
  });

  it('carries the title and length of a video that exists and is public', () => {
    const loops = listed('Loops', 'PT12M5S', { privacyStatus: 'public', embeddable: false });
    expect(videoFacts('abcdefghijk', loops)).toEqual({
      videoId: 'abcdefghijk',
      state: 'unembeddable',
      title: 'Loops',
      seconds: 725,
    });
  });

  it('tells nothing more of a private video than that it is private', () => {
    const hidden = listed('Private video', 'PT1M', { privacyStatus: 'private' });
    expect(videoFacts('abcdefghijk', hidden)).toEqual({ videoId: 'abcdefghijk', state: 'private' });
  });
});

describe('playable playlist items', () => {
  const item = (title: string, privacyStatus: 'public' | 'private' = 'public') => ({
    snippet: { title, resourceId: { kind: 'youtube#video', videoId: 'abcdefghijk' } },
    contentDetails: { videoId: 'abcdefghijk' },
    status: { privacyStatus },
  });

  it('are the items whose video is there to play', () => {
    expect(playableVideoId(item('Loops'))).toBe('abcdefghijk');
  });

  it('leave out deleted and private videos, by their placeholder titles or their status', () => {
    expect(playableVideoId(item('Deleted video'))).toBeUndefined();
    expect(playableVideoId(item('Private video'))).toBeUndefined();
    expect(playableVideoId(item('Loops', 'private'))).toBeUndefined();
  });
});

describe('what an oEmbed answer means', () => {
  const id = 'abcdefghijk';

  it('reads 200 with JSON as a video that plays, with its title', () => {
    expect(oembedFacts(id, 200, JSON.stringify({ title: 'Loops', type: 'video' }))).toEqual({
      videoId: id,
      state: 'ok',
      title: 'Loops',
    });
  });

  it('reads 401 as closed to embedding and 404 as removed', () => {
    expect(oembedFacts(id, 401, 'Unauthorized')?.state).toBe('unembeddable');
    expect(oembedFacts(id, 404, 'Not Found')?.state).toBe('removed');
  });

  it('reads both answers a private video can get as private: 403, and 200 with "Forbidden"', () => {
    expect(oembedFacts(id, 403, 'Forbidden')?.state).toBe('private');
    expect(oembedFacts(id, 200, 'Forbidden')?.state).toBe('private');
    expect(oembedFacts(id, 200, '<html>Sign in</html>')?.state).toBe('private');
  });

  it.each([400, 429, 500, 502, 503])('says nothing sure for %i, never "removed"', (status) => {
    expect(oembedFacts(id, status, 'Error')).toBeUndefined();
  });
});
