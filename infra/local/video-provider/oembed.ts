/**
 * The local copy of YouTube's oEmbed endpoint, `GET /oembed?url=<watch link>&format=json`, with the
 * real one's quirks: a video closed to embedding answers 401, a removed (or unknown) one 404, and a
 * private one either 403 or a 200 whose body is the word "Forbidden". Which of the two a private
 * video gets is fixed by its id (`privateAnswer`), so tests can pick an id of each kind.
 */
import type { ServerResponse } from 'node:http';
import { json, text } from './reply';
import { idHash, type ProviderStore, type StoredVideo } from './store';

/** How a private video answers: the 200 "Forbidden" for ids of even hash, 403 for the others. */
export const privateAnswer = (videoId: string): 200 | 403 => (idHash(videoId) % 2 === 0 ? 200 : 403);

/** The video id of a watch link (`youtube.com/watch?v=…`, `youtu.be/…`, `youtube.com/embed/…`). */
function videoIdOf(link: string | null): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link);
    if (url.hostname === 'youtu.be') return url.pathname.slice(1) || undefined;
    if (!/(^|\.)youtube\.com$/.test(url.hostname)) return undefined;
    return url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** The status and body oEmbed refuses with, or undefined when it describes the video. */
function refusal(
  url: URL,
  videoId: string | undefined,
  video: StoredVideo | undefined,
): [number, string] | undefined {
  if (!videoId) return [400, 'Bad Request'];
  if ((url.searchParams.get('format') ?? 'json') !== 'json') return [501, 'Not Implemented'];
  if (!video || video.state === 'removed') return [404, 'Not Found'];
  if (video.state === 'unembeddable') return [401, 'Unauthorized'];
  if (video.state === 'private') return [privateAnswer(video.videoId), 'Forbidden'];
  return undefined;
}

export function serveOembed(store: ProviderStore, url: URL, publicUrl: string, res: ServerResponse): void {
  const videoId = videoIdOf(url.searchParams.get('url'));
  const video = videoId ? store.video(videoId) : undefined;
  const refused = refusal(url, videoId, video);
  if (refused || !video) {
    const [status, body] = refused ?? [404, 'Not Found'];
    text(res, status, body);
    return;
  }
  json(res, 200, {
    title: video.title,
    author_name: video.channel,
    author_url: `https://www.youtube.com/@${encodeURIComponent(video.channel.replace(/\s+/g, ''))}`,
    type: 'video',
    height: 113,
    width: 200,
    version: '1.0',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: `${publicUrl}/vi/${video.videoId}/hqdefault.jpg`,
    html: `<iframe width="200" height="113" src="${publicUrl}/embed/${video.videoId}?feature=oembed" frameborder="0" allowfullscreen title="${video.title.replace(/"/g, '&quot;')}"></iframe>`,
  });
}
