/**
 * The local video provider as a client meets it, on a provider of this file's own: the seeded
 * catalogue, the control API (what it changes, what it refuses), the Data API's shapes, paging and
 * errors, oEmbed, thumbnails, and the player's paths handed to the player module.
 */
import { providerControl } from '../../../test/support/video-provider';
import { type LocalVideoProvider, startVideoProvider } from './server';

// biome-ignore lint/suspicious/noExplicitAny: the provider's answers are untyped JSON, read by shape.
type Json = Record<string, any>;

let provider: LocalVideoProvider;
let base: string;
beforeAll(async () => {
  provider = await startVideoProvider({ port: 0 });
  base = new URL(provider.apiUrl).origin;
});
afterAll(() => provider.stop());

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // oEmbed's errors and the player's files are not JSON
  }
  return { status: response.status, type: response.headers.get('content-type'), body, text };
};
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${base}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const api = (resource: string, query: string) => get(`/youtube/v3/${resource}?key=k&${query}`);

describe('the seeded catalogue', () => {
  it("serves every seed lesson's video with its real title and a fixed length of 4 to 20 minutes", async () => {
    const { body } = await api('videos', 'part=snippet,contentDetails,status&id=ER9SspLe4Hg');
    const [video] = (body as { items: Json[] }).items;
    expect(video!.snippet.title).toBe('Introduction to JavaScript + Setup | JavaScript Tutorial in Hindi #1');
    expect(video!.status).toEqual({ uploadStatus: 'processed', privacyStatus: 'public', embeddable: true });
    const [, minutes = '0', seconds = '0'] = /^PT(?:(\d+)M)?(?:(\d+)S)?$/.exec(
      video!.contentDetails.duration,
    )!;
    const length = Number(minutes) * 60 + Number(seconds);
    expect(length).toBeGreaterThanOrEqual(240);
    expect(length).toBeLessThanOrEqual(1200);
    // The same length on every start.
    const again = await startVideoProvider({ port: 0 });
    expect(again.store.video('ER9SspLe4Hg')?.seconds).toBe(length);
    await again.stop();
  });

  it("has the playlist a course's source names, with the course's lessons and creator", async () => {
    const { body } = await api('playlists', 'part=snippet&id=PLu0W_9lII9ahR1blWXxgSlL4y9iQBnLpR');
    expect((body as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: 'PLu0W_9lII9ahR1blWXxgSlL4y9iQBnLpR',
        snippet: expect.objectContaining({
          title: 'JavaScript Tutorial in Hindi',
          channelTitle: 'CodeWithHarry',
        }),
      }),
    ]);
  });
});

describe('the control API', () => {
  const control = () => providerControl(provider.apiUrl);

  it('sets a video state that the Data API, oEmbed and thumbnails then show', async () => {
    await control().setVideo('ctlVideo001', 'ok', { title: 'Fresh', seconds: 3723 });
    const items = async () =>
      ((await api('videos', 'part=snippet,contentDetails,status&id=ctlVideo001')).body as { items: Json[] })
        .items;
    expect(await items()).toEqual([
      {
        kind: 'youtube#video',
        id: 'ctlVideo001',
        snippet: { title: 'Fresh', channelTitle: 'Local channel' },
        contentDetails: { duration: 'PT1H2M3S' },
        status: { uploadStatus: 'processed', privacyStatus: 'public', embeddable: true },
      },
    ]);
    expect((await get('/vi/ctlVideo001/hqdefault.jpg')).type).toBe('image/jpeg');

    await control().setVideo('ctlVideo001', 'unembeddable');
    const [unembeddable] = await items();
    expect(unembeddable?.status.embeddable).toBe(false);
    expect(unembeddable?.snippet.title).toBe('Fresh');
    await control().setVideo('ctlVideo001', 'removed');
    expect(await items()).toEqual([]);
    expect((await get('/vi/ctlVideo001/hqdefault.jpg')).status).toBe(404);
    expect((await get('/oembed?url=https://youtu.be/ctlVideo001&format=json')).status).toBe(404);
  });

  it('creates and replaces a playlist, whose new videos become playable', async () => {
    const items = [
      { videoId: 'ctlPlItem01', title: 'One', seconds: 61 },
      { videoId: 'ctlPlItem02', title: 'Two', seconds: 62 },
    ];
    await control().setPlaylist('PLcontrolled', { title: 'Mine', channel: 'Me', items });
    const listed = async () =>
      ((await api('playlistItems', 'part=snippet&playlistId=PLcontrolled')).body as { items: Json[] }).items;
    expect((await listed()).map((item) => item.snippet.title)).toEqual(['One', 'Two']);
    expect(provider.store.video('ctlPlItem02')).toMatchObject({ state: 'ok', title: 'Two', seconds: 62 });

    await control().setPlaylist('PLcontrolled', { title: 'Mine', channel: 'Me', items: items.slice(1) });
    expect((await listed()).map((item) => item.snippet.title)).toEqual(['Two']);
  });

  it('refuses what it cannot take, saying why', async () => {
    expect(await post('video/ctlVideo002', { state: 'gone' })).toEqual({
      status: 400,
      body: { msg: '"state" must be one of ok, removed, private, unembeddable.' },
    });
    expect((await post('video/ctlVideo002', { state: 'ok', seconds: -1 })).status).toBe(400);
    expect(
      (await post('playlist/PLbad', { title: 'T', channel: 'C', items: [{ videoId: 'x' }] })).body.msg,
    ).toBe('items[0].title must be a non-empty string.');
    expect((await post('nothing/here', {})).status).toBe(404);
    expect(provider.store.video('ctlVideo002')).toBeUndefined();
  });

  it('counts the calls served per path', async () => {
    const before = await control().calls();
    await api('videos', 'part=id&id=ER9SspLe4Hg');
    await get('/oembed?url=https://youtu.be/ER9SspLe4Hg');
    const after = await control().calls();
    expect(after.videos).toBe((before.videos ?? 0) + 1);
    expect(after.oembed).toBe((before.oembed ?? 0) + 1);
  });
});

describe('the Data API', () => {
  beforeAll(() =>
    provider.store.setPlaylist({
      playlistId: 'PLpaged',
      title: 'Paged',
      channel: 'Pages',
      items: Array.from({ length: 12 }, (_, i) => ({
        videoId: `pagedItem${String(i).padStart(2, '0')}`,
        title: `P${i}`,
        seconds: 60,
      })),
    }),
  );

  it('pages playlist items with nextPageToken, five by default and as many as maxResults asks', async () => {
    const page = async (query: string) =>
      (await api('playlistItems', `part=contentDetails&playlistId=PLpaged&${query}`)).body as Json;
    const first = await page('');
    expect(first.items).toHaveLength(5);
    expect(first.pageInfo).toEqual({ totalResults: 12, resultsPerPage: 5 });
    const second = await page(`maxResults=6&pageToken=${first.nextPageToken}`);
    expect(second.items.map((item: Json) => item.contentDetails.videoId)).toEqual(
      ['05', '06', '07', '08', '09', '10'].map((n) => `pagedItem${n}`),
    );
    const last = await page(`maxResults=50&pageToken=${second.nextPageToken}`);
    expect(last.items).toHaveLength(1);
    expect(last.nextPageToken).toBeUndefined();
  });

  it('shows a deleted or private item in its place under the real placeholder titles', async () => {
    provider.store.setVideo('pagedItem01', { state: 'removed' });
    provider.store.setVideo('pagedItem02', { state: 'private' });
    const { body } = await api('playlistItems', 'part=snippet,status&playlistId=PLpaged&maxResults=3');
    expect(
      (body as { items: Json[] }).items.map((item) => [item.snippet.title, item.status.privacyStatus]),
    ).toEqual([
      ['P0', 'public'],
      ['Deleted video', 'public'],
      ['Private video', 'private'],
    ]);
  });

  it.each([
    ['no key', 'videos?part=id&id=ER9SspLe4Hg', 400, 'badRequest'],
    ['an empty key', 'videos?key=&part=id&id=ER9SspLe4Hg', 400, 'badRequest'],
    ['no part', 'videos?key=k&id=ER9SspLe4Hg', 400, 'required'],
    ['an unknown part', 'videos?key=k&part=statistics&id=ER9SspLe4Hg', 400, 'unknownPart'],
    ['no filter', 'videos?key=k&part=id', 400, 'missingRequiredParameter'],
    [
      'more than 50 a page',
      'playlistItems?key=k&part=id&playlistId=PLpaged&maxResults=51',
      400,
      'invalidParameter',
    ],
    [
      'a made-up page token',
      'playlistItems?key=k&part=id&playlistId=PLpaged&pageToken=zzz',
      400,
      'invalidPageToken',
    ],
    ['an unknown playlist', 'playlistItems?key=k&part=id&playlistId=PLnothing', 404, 'playlistNotFound'],
  ])('answers %s as the real API does', async (_case, path, status, reason) => {
    const answer = await get(`/youtube/v3/${path}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      error: expect.objectContaining({ code: status, errors: [expect.objectContaining({ reason })] }),
    });
  });

  it('answers an unknown playlist in playlists.list with no items', async () => {
    expect((await api('playlists', 'part=snippet&id=PLnothing')).body).toMatchObject({ items: [] });
  });
});

describe('oEmbed and the player', () => {
  it('describes a playable video as YouTube does, and refuses a link that is not a video', async () => {
    const { status, body } = await get(
      '/oembed?url=https://www.youtube.com/watch?v%3DER9SspLe4Hg&format=json',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      type: 'video',
      provider_name: 'YouTube',
      author_name: 'CodeWithHarry',
      thumbnail_url: `${provider.url}/vi/ER9SspLe4Hg/hqdefault.jpg`,
    });
    expect((await get('/oembed?url=https://example.org/&format=json')).status).toBe(400);
  });

  it('serves a thumbnail as a real JPEG of the usual size', async () => {
    const image = Buffer.from(await (await fetch(`${base}/vi/ER9SspLe4Hg/hqdefault.jpg`)).arrayBuffer());
    expect([...image.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...image.subarray(-2)]).toEqual([0xff, 0xd9]);
    const frame = image.indexOf(Buffer.from([0xff, 0xc0]));
    expect([image.readUInt16BE(frame + 5), image.readUInt16BE(frame + 7)]).toEqual([360, 480]);
  });

  it("hands the IFrame API and the embed pages to the provider's player", async () => {
    expect(await get('/iframe_api')).toMatchObject({
      status: 200,
      type: expect.stringContaining('javascript'),
    });
    expect(await get('/embed/ER9SspLe4Hg')).toMatchObject({
      status: 200,
      type: expect.stringContaining('html'),
    });
  });
});
