/**
 * The control API, for tests and for people trying the product (docs/local-stack.md):
 *
 * - `POST /__control/video/{videoId}` `{"state": "ok"|"removed"|"private"|"unembeddable", "title"?, "seconds"?}`
 *   sets a video's state (a new id gets the title and length given, or made-up ones; a length of 0
 *   is a video with no stream, which the local player fails to play);
 * - `POST /__control/playlist/{playlistId}` `{"title", "channel", "items": [{"videoId", "title", "seconds"}]}`
 *   creates or replaces a playlist;
 * - `GET` on either path answers what the provider holds (404 when nothing);
 * - `GET /__control/calls` counts the calls served per path since the start, e.g. `{"videos": 2}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VideoState } from '../../../functions/lib/video-provider/types';
import { readBody } from '../read-body';
import { json } from './reply';
import { type ProviderStore, type StoredPlaylistItem, VIDEO_STATES } from './store';

export const CONTROL_PATH = '/__control/';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_BODY_BYTES = 1024 * 1024;

class Refused extends Error {}

const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24 * 3600;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function videoChange(body: Record<string, unknown>): { state: VideoState; title?: string; seconds?: number } {
  const { state, title, seconds } = body;
  if (!VIDEO_STATES.includes(state as VideoState))
    throw new Refused(`"state" must be one of ${VIDEO_STATES.join(', ')}.`);
  if (title !== undefined && !isText(title)) throw new Refused('"title" must be a non-empty string.');
  if (seconds !== undefined && !isSeconds(seconds))
    throw new Refused('"seconds" must be a whole number of seconds, 0 to 86400.');
  return { state: state as VideoState, title, seconds };
}

function playlistItems(items: unknown): StoredPlaylistItem[] {
  if (!Array.isArray(items)) throw new Refused('"items" must be a list of {videoId, title, seconds}.');
  return items.map((item: Record<string, unknown>, index) => {
    if (!item || typeof item.videoId !== 'string' || !ID.test(item.videoId))
      throw new Refused(`items[${index}].videoId must be a video id.`);
    if (!isText(item.title)) throw new Refused(`items[${index}].title must be a non-empty string.`);
    if (!isSeconds(item.seconds))
      throw new Refused(`items[${index}].seconds must be a whole number of seconds.`);
    return { videoId: item.videoId, title: item.title, seconds: item.seconds };
  });
}

/** Answers a request under CONTROL_PATH. */
export async function serveControl(
  store: ProviderStore,
  calls: ReadonlyMap<string, number>,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
): Promise<void> {
  const [kind, id, ...rest] = url.pathname.slice(CONTROL_PATH.length).split('/');
  if (kind === 'calls' && id === undefined && req.method === 'GET')
    return json(res, 200, Object.fromEntries(calls));
  if ((kind !== 'video' && kind !== 'playlist') || !id || rest.length > 0 || !ID.test(id)) {
    return json(res, 404, { msg: 'No such control path; see docs/local-stack.md.' });
  }
  if (req.method === 'GET') {
    const held = kind === 'video' ? store.video(id) : store.playlist(id);
    return held ? json(res, 200, held) : json(res, 404, { msg: `No ${kind} ${id}.` });
  }
  if (req.method !== 'POST') return json(res, 405, { msg: 'Use GET or POST.' });
  try {
    const raw = await readBody(req, MAX_BODY_BYTES);
    if (!raw) throw new Refused('The body is larger than 1 MB.');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new Refused('The body must be JSON.');
    }
    if (!body || typeof body !== 'object') throw new Refused('The body must be a JSON object.');
    if (kind === 'video') return json(res, 200, store.setVideo(id, videoChange(body)));
    if (!isText(body.title) || !isText(body.channel))
      throw new Refused('"title" and "channel" must be non-empty strings.');
    const playlist = {
      playlistId: id,
      title: body.title,
      channel: body.channel,
      items: playlistItems(body.items),
    };
    json(res, 200, store.setPlaylist(playlist));
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    json(res, 400, { msg: error.message });
  }
}
