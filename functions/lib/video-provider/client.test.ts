/**
 * The provider client against the local video provider the test run starts (YOUTUBE_API_URL): every
 * video state through the Data API and through each oEmbed quirk, playlists read across pages with
 * their deleted and private items skipped and counted, and the day's budget stopping the calls with
 * the rest left unchecked. Ids are fresh per test: other files use the same provider at the same time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { privateAnswer } from '../../../infra/local/video-provider/oembed';
import { freshPlaylistId, freshVideoId, providerControl } from '../../../test/support/video-provider';
import { log } from '../log';
import { PlaylistsNeedAKey, ProviderStopped, type QuotaLedger, type VideoState, videoProvider } from '.';

const control = providerControl();
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
});

/** A ledger that grants `units` units, then refuses, and counts what it was asked. */
function ledgerOf(units = Number.POSITIVE_INFINITY): QuotaLedger & { asked: number; granted: number } {
  const ledger = {
    asked: 0,
    granted: 0,
    async spend(n: number) {
      ledger.asked += n;
      if (ledger.granted + n > units) return false;
      ledger.granted += n;
      return true;
    },
  };
  return ledger;
}

/** Fresh videos on the provider, one per state, each with a title and length of its own. */
async function videosInEveryState(): Promise<Record<VideoState, string>> {
  const ids = {} as Record<VideoState, string>;
  for (const [i, state] of (['ok', 'removed', 'private', 'unembeddable'] as const).entries()) {
    ids[state] = freshVideoId();
    await control.setVideo(ids[state], state, { title: `A ${state} video`, seconds: 300 + i });
  }
  return ids;
}

/** The client with no key and no Data API: it falls back to oEmbed (the local provider's). */
function withoutKey(): void {
  delete process.env.YOUTUBE_API_URL;
  delete process.env.YOUTUBE_API_KEY;
  delete process.env.YOUTUBE_API_KEY_ARN;
}

describe('through the Data API', () => {
  it('tells every state, with the title and length of the videos that exist and are public', async () => {
    const ids = await videosInEveryState();
    const unknown = freshVideoId();
    const ledger = ledgerOf();
    const { found, unchecked } = await videoProvider({ ledger }).videos([...Object.values(ids), unknown]);
    expect(unchecked).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        { videoId: ids.ok, state: 'ok', title: 'A ok video', seconds: 300 },
        { videoId: ids.removed, state: 'removed' },
        { videoId: ids.private, state: 'private' },
        { videoId: ids.unembeddable, state: 'unembeddable', title: 'A unembeddable video', seconds: 303 },
        { videoId: unknown, state: 'removed' },
      ]),
    );
    expect(found).toHaveLength(5);
    expect(ledger.granted).toBe(1);
  });

  it('asks for 50 videos a call, one unit each, and checks a video named twice once', async () => {
    const ids = Array.from({ length: 120 }, freshVideoId);
    const ledger = ledgerOf();
    const { found } = await videoProvider({ ledger }).videos([...ids, ...ids.slice(0, 30)]);
    expect(found).toHaveLength(120);
    expect(new Set(found.map((video) => video.videoId))).toEqual(new Set(ids));
    expect(ledger.granted).toBe(3);
  });

  it('reads a playlist across pages, skipping and counting its deleted and private items', async () => {
    const playlistId = freshPlaylistId();
    const items = Array.from({ length: 123 }, (_, i) => ({
      videoId: freshVideoId(),
      title: `Part ${i + 1}`,
      seconds: 200 + i,
    }));
    await control.setPlaylist(playlistId, { title: 'Many parts', channel: 'A channel', items });
    const gone = {
      [items[3]!.videoId]: 'removed',
      [items[60]!.videoId]: 'private',
      [items[99]!.videoId]: 'removed',
    };
    for (const [videoId, state] of Object.entries(gone)) await control.setVideo(videoId, state as VideoState);
    await control.setVideo(items[7]!.videoId, 'unembeddable');
    const ledger = ledgerOf();

    const playlist = await videoProvider({ ledger }).playlist(playlistId);

    const kept = items.filter((item) => !(item.videoId in gone));
    expect(playlist).toEqual({
      playlistId,
      title: 'Many parts',
      channel: 'A channel',
      items: kept,
      skipped: 3,
    });
    // playlists.list, three pages of playlistItems, three calls of videos.list for the lengths.
    expect(ledger.granted).toBe(1 + 3 + 3);
  });

  it('answers null for a playlist the provider does not know', async () => {
    expect(await videoProvider().playlist(freshPlaylistId())).toBeNull();
  });

  it('stops once the day is spent, leaving the rest unchecked, and says so once in the log without the key', async () => {
    process.env.YOUTUBE_API_KEY = 'local-test-key-must-not-be-logged';
    const warn = jest.spyOn(log, 'warn');
    const ids = Array.from({ length: 200 }, freshVideoId);
    const ledger = ledgerOf(2);

    const { found, unchecked } = await videoProvider({ ledger }).videos(ids);

    expect(found).toHaveLength(100);
    expect(unchecked).toHaveLength(100);
    expect(new Set([...found.map((video) => video.videoId), ...unchecked])).toEqual(new Set(ids));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Videos left unchecked',
      expect.objectContaining({ unchecked: 100, checked: 100, reason: 'daily-budget' }),
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain('local-test-key-must-not-be-logged');
  });

  it('refuses to read a playlist half-way when the day is spent', async () => {
    const playlistId = freshPlaylistId();
    const items = Array.from({ length: 60 }, (_, i) => ({
      videoId: freshVideoId(),
      title: `P${i}`,
      seconds: 60,
    }));
    await control.setPlaylist(playlistId, { title: 'Sixty', channel: 'A channel', items });
    const error = await videoProvider({ ledger: ledgerOf(2) })
      .playlist(playlistId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderStopped);
    expect((error as ProviderStopped).reason).toBe('daily-budget');
    expect((error as Error).message).toMatch(/allowance of YouTube calls is used up/);
  });
});

describe('without a key, through oEmbed', () => {
  /** A fresh private video whose oEmbed answer is `status`. */
  function privateIdAnswering(status: 200 | 403): string {
    for (;;) {
      const id = freshVideoId();
      if (privateAnswer(id) === status) return id;
    }
  }

  it('reads every quirk: 401 unembeddable, 404 removed, and both answers of a private video', async () => {
    const ids = await videosInEveryState();
    const forbidden200 = privateIdAnswering(200);
    const forbidden403 = privateIdAnswering(403);
    for (const id of [forbidden200, forbidden403]) await control.setVideo(id, 'private');
    const oembed = (id: string) =>
      fetch(`${process.env.YOUTUBE_OEMBED_URL}?url=https://www.youtube.com/watch?v=${id}&format=json`);
    // The provider answers as YouTube does: these are the quirks the client must read.
    expect((await oembed(ids.unembeddable)).status).toBe(401);
    expect((await oembed(ids.removed)).status).toBe(404);
    const quirk = await oembed(forbidden200);
    expect([quirk.status, await quirk.text()]).toEqual([200, 'Forbidden']);
    expect((await oembed(forbidden403)).status).toBe(403);
    withoutKey();

    const { found, unchecked } = await videoProvider().videos([
      ids.ok,
      ids.removed,
      ids.unembeddable,
      forbidden200,
      forbidden403,
    ]);

    expect(unchecked).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        { videoId: ids.ok, state: 'ok', title: 'A ok video' },
        { videoId: ids.removed, state: 'removed' },
        { videoId: ids.unembeddable, state: 'unembeddable' },
        { videoId: forbidden200, state: 'private' },
        { videoId: forbidden403, state: 'private' },
      ]),
    );
  });

  it('spends no quota', async () => {
    const ids = await videosInEveryState();
    withoutKey();
    const ledger = ledgerOf(0);
    const { found } = await videoProvider({ ledger }).videos(Object.values(ids));
    expect(found).toHaveLength(4);
    expect(ledger.asked).toBe(0);
  });

  it('leaves a video unchecked when oEmbed does not answer, never guessing it removed', async () => {
    withoutKey();
    process.env.YOUTUBE_OEMBED_URL = 'http://127.0.0.1:1/oembed';
    const id = freshVideoId();
    expect(await videoProvider().videos([id])).toEqual({ found: [], unchecked: [id] });
  });

  it('cannot read playlists, and says a key is needed', async () => {
    withoutKey();
    await expect(videoProvider().playlist(freshPlaylistId())).rejects.toThrow(PlaylistsNeedAKey);
    await expect(videoProvider().playlist(freshPlaylistId())).rejects.toThrow(/needs a YouTube Data API key/);
  });
});

describe('a provider that never answers', () => {
  let silent: Server;
  beforeAll(async () => {
    // Takes each request and never answers it.
    silent = createServer(() => {});
    await new Promise<void>((ready) => silent.listen(0, '127.0.0.1', ready));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((done) => silent.close(done));
  });
  const address = () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;

  it('is given up on after the timeout, and the videos are left unchecked', async () => {
    process.env.YOUTUBE_API_URL = `${address()}/youtube/v3`;
    const ids = [freshVideoId(), freshVideoId()];
    expect(await videoProvider({ timeoutMs: 200 }).videos(ids)).toEqual({ found: [], unchecked: ids });
  });

  it('is given up on through oEmbed too', async () => {
    withoutKey();
    process.env.YOUTUBE_OEMBED_URL = `${address()}/oembed`;
    const id = freshVideoId();
    expect(await videoProvider({ timeoutMs: 200 }).videos([id])).toEqual({ found: [], unchecked: [id] });
  });
});
