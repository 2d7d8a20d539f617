/**
 * `GET /api/admin/playlist?url=…`: a playlist's items as the lessons of a course, for the admin's
 * approve dialog. Every Data API call it makes counts against the day's shared budget.
 */
import { playlistIdOf } from '../../shared/requests';
import { isProviderRefusal, readPlaylist } from '../catalogue/playlist-lessons';
import { providerQuota } from '../data/provider-quota';
import { BadRequest, NotFound, Unavailable } from '../lib/errors';
import { videoProvider } from '../lib/video-provider';
import { type HttpRequest, ok, type Reply } from '../runtime/http';

export const NOT_A_PLAYLIST_MSG =
  'Give a YouTube playlist link (https://www.youtube.com/playlist?list=…), a video link inside a playlist (…&list=…), or a playlist id.';
export const UNKNOWN_PLAYLIST_MSG =
  'YouTube does not know this playlist, or it is private. Check the link, or type the lessons by hand.';

export async function getPlaylist({ query }: HttpRequest): Promise<Reply> {
  const playlistId = playlistIdOf(query.url ?? '');
  if (!playlistId) throw new BadRequest(NOT_A_PLAYLIST_MSG);
  try {
    const found = await readPlaylist(videoProvider({ ledger: providerQuota() }), playlistId);
    if (!found) throw new NotFound(UNKNOWN_PLAYLIST_MSG);
    return ok(found);
  } catch (error) {
    // The lessons can still be typed by hand: the message says what is wrong.
    throw isProviderRefusal(error) ? new Unavailable(error.message) : error;
  }
}
