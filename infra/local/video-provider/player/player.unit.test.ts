/**
 * The local player as the provider serves it: the IFrame API script, and each video's embed page
 * with the error code the provider's real player raises for that video. (How the page plays, and
 * how it talks to the app, is driven in Chromium: test/e2e/player-errors.test.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PlayerVideo, servePlayer } from '.';

const VIDEOS: Record<string, PlayerVideo> = {
  okVideo0001: { state: 'ok', title: 'Loops <and> "lists"', seconds: 754 },
  removed0001: { state: 'removed', title: 'Gone', seconds: 300 },
  private0001: { state: 'private', title: 'Hidden', seconds: 300 },
  closed00001: { state: 'unembeddable', title: 'Closed', seconds: 300 },
  noStream001: { state: 'ok', title: 'No stream', seconds: 0 },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!servePlayer(req, res, (id) => VIDEOS[id])) {
      res.writeHead(418);
      res.end('not the player');
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

const FROM_THE_APP = { origin: 'http://localhost:3000' };

async function embed(
  videoId: string,
  { origin, referer }: { origin?: string; referer?: string } = FROM_THE_APP,
) {
  const query = new URLSearchParams({ enablejsapi: '1', ...(origin ? { origin } : {}) });
  const response = await fetch(`${base}/embed/${videoId}?${query}`, {
    headers: referer ? { referer } : {},
  });
  const html = await response.text();
  const facts = JSON.parse(
    /<script type="application\/json" id="video-facts">(.*?)<\/script>/s.exec(html)![1]!,
  );
  return { response, html, facts };
}

describe('the embed page', () => {
  it('shows a playable video with its title, a Play button and its length', async () => {
    const { response, html, facts } = await embed('okVideo0001');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(facts).toEqual({
      videoId: 'okVideo0001',
      title: 'Loops <and> "lists"',
      seconds: 754,
      error: null,
    });
    expect(html).toContain('<title>Loops &#60;and&#62; &#34;lists&#34;</title>');
    expect(html).toMatch(/<button type="button" class="embed__toggle">Play<\/button>/);
    expect(html).toContain('<script src="/player/embed.js"></script>');
  });

  it.each([
    ['removed0001', 100, 'This video has been removed by the uploader.'],
    ['unknownVid1', 100, 'This video has been removed by the uploader.'],
    ['private0001', 101, 'This video is private.'],
    ['closed00001', 150, 'Playback on other websites has been disabled by the video owner.'],
    ['noStream001', 5, 'An error occurred while playing this video.'],
    ['not-an-id', 2, 'An error occurred: the video id is not valid.'],
  ])('raises the real error code for %s: %i', async (videoId, code, reason) => {
    const { html, facts } = await embed(videoId);
    expect(facts.error).toBe(code);
    expect(html).toContain(reason);
    expect(html).not.toContain('embed__toggle');
  });

  it('raises 153 when the page does not say which site embeds it, and plays when the Referer does', async () => {
    expect((await embed('okVideo0001', {})).facts.error).toBe(153);
    expect((await embed('okVideo0001', { origin: 'not an origin' })).facts.error).toBe(153);
    expect((await embed('okVideo0001', { referer: 'http://localhost:3000/' })).facts.error).toBeNull();
  });

  it('keeps a title from closing the facts block', async () => {
    VIDEOS.tricky00001 = { state: 'ok', title: '</script><script>alert(1)</script>', seconds: 60 };
    const { facts, html } = await embed('tricky00001');
    expect(facts.title).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('the other paths', () => {
  it('serves the IFrame API script, which defines YT.Player and calls onYouTubeIframeAPIReady', async () => {
    const response = await fetch(`${base}/iframe_api`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script).toContain('window.YT = { Player, PlayerState, loaded: 1 }');
    expect(script).toContain('window.onYouTubeIframeAPIReady()');
  });

  it("serves the embed page's script and styles, and nothing else under /player/", async () => {
    expect((await fetch(`${base}/player/embed.js`)).status).toBe(200);
    expect((await fetch(`${base}/player/embed.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await fetch(`${base}/player/../index.ts`)).status).toBe(418);
    expect((await fetch(`${base}/player/index.ts`)).status).toBe(404);
  });

  it('leaves every other path to the provider, and answers only reads', async () => {
    expect((await fetch(`${base}/youtube/v3/videos`)).status).toBe(418);
    expect((await fetch(`${base}/iframe_api`, { method: 'POST' })).status).toBe(405);
  });
});
