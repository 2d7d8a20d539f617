/**
 * The playlist a course request names, read for the approve dialog: its items as lessons, with
 * their lengths. A request that names a single video asks nothing.
 */
import { type PlaylistAnswer, playlistIdOf } from '@shared/requests';
import { messageOf } from '../../../lib/api';
import { useAsked } from '../../../lib/route-data';
import { requestsApi } from '../api';

export type PlaylistRead =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; msg: string; retry(): void }
  | { state: 'ready'; playlist: PlaylistAnswer };

export function usePlaylist(link: string): PlaylistRead {
  const playlistId = playlistIdOf(link);
  const asked = useAsked('request-playlist', playlistId ?? '', async () =>
    playlistId ? requestsApi.playlist(playlistId) : null,
  );
  if (!playlistId) return { state: 'none' };
  if (asked.loading) return { state: 'loading' };
  const answer = asked.data;
  if (answer?.status === 200) return { state: 'ready', playlist: answer.data as PlaylistAnswer };
  return { state: 'failed', msg: messageOf(answer?.data), retry: asked.retry };
}
