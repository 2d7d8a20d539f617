/**
 * The local copy of the YouTube Data API v3 paths the product calls: `GET /youtube/v3/videos`,
 * `/playlists` and `/playlistItems`, in the real answers' shapes with the parts asked for, paging
 * with `nextPageToken`, and the real error bodies for what the product could get wrong (no `part`,
 * an unknown part, no or an empty `key`, `maxResults` out of range, an unknown playlist).
 */
import type { ServerResponse } from 'node:http';
import type {
  ApiList,
  ApiPlaylist,
  ApiPlaylistItem,
  ApiVideo,
} from '../../../functions/lib/video-provider/api-shapes';
import { apiError, json } from './reply';
import type { ProviderStore, StoredPlaylist, StoredVideo } from './store';

export const DATA_API_PATH = '/youtube/v3/';

const PARTS: Record<string, readonly string[]> = {
  videos: ['id', 'snippet', 'contentDetails', 'status'],
  playlists: ['id', 'snippet'],
  playlistItems: ['id', 'snippet', 'contentDetails', 'status'],
};
/** The same moment for every item: the answers are then byte-for-byte the same across runs. */
const PUBLISHED_AT = '2024-01-15T12:00:00Z';
const DEFAULT_PAGE_SIZE = 5;
const MAX_PAGE_SIZE = 50;

const channelId = (channel: string) => `UC${Buffer.from(channel).toString('base64url').slice(0, 22)}`;
const isoDuration = (seconds: number) =>
  `PT${Math.floor(seconds / 3600) ? `${Math.floor(seconds / 3600)}H` : ''}${
    Math.floor(seconds / 60) % 60 ? `${Math.floor(seconds / 60) % 60}M` : ''
  }${seconds % 60 || seconds === 0 ? `${seconds % 60}S` : ''}`;
const pageToken = (offset: number) => `CA${Buffer.from(`offset:${offset}`).toString('base64url')}`;
const offsetOf = (token: string): number | undefined => {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token.slice(2), 'base64url').toString());
  return token.startsWith('CA') && match ? Number(match[1]) : undefined;
};

function videoItem(video: StoredVideo, parts: Set<string>): ApiVideo {
  return {
    kind: 'youtube#video',
    id: video.videoId,
    ...(parts.has('snippet') ? { snippet: { title: video.title, channelTitle: video.channel } } : {}),
    ...(parts.has('contentDetails') ? { contentDetails: { duration: isoDuration(video.seconds) } } : {}),
    ...(parts.has('status')
      ? {
          status: {
            uploadStatus: 'processed' as const,
            privacyStatus: video.state === 'private' ? ('private' as const) : ('public' as const),
            embeddable: video.state !== 'unembeddable',
          },
        }
      : {}),
  };
}

function playlistResource(playlist: StoredPlaylist, parts: Set<string>): ApiPlaylist {
  return {
    kind: 'youtube#playlist',
    id: playlist.playlistId,
    ...(parts.has('snippet')
      ? {
          snippet: {
            title: playlist.title,
            channelTitle: playlist.channel,
            channelId: channelId(playlist.channel),
          },
        }
      : {}),
  };
}

/** A playlist item as the real API shows it: a video gone or made private keeps its place, renamed. */
function playlistItem(
  store: ProviderStore,
  playlist: StoredPlaylist,
  position: number,
  parts: Set<string>,
): ApiPlaylistItem {
  const item = playlist.items[position]!;
  const state = store.video(item.videoId)?.state ?? 'removed';
  const title = state === 'removed' ? 'Deleted video' : state === 'private' ? 'Private video' : item.title;
  return {
    kind: 'youtube#playlistItem',
    id: Buffer.from(`${playlist.playlistId}.${position}`).toString('base64url'),
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: PUBLISHED_AT,
            title,
            playlistId: playlist.playlistId,
            position,
            resourceId: { kind: 'youtube#video', videoId: item.videoId },
            ...(state === 'ok' || state === 'unembeddable'
              ? { videoOwnerChannelTitle: playlist.channel }
              : {}),
          },
        }
      : {}),
    ...(parts.has('contentDetails') ? { contentDetails: { videoId: item.videoId } } : {}),
    ...(parts.has('status')
      ? { status: { privacyStatus: state === 'private' ? ('private' as const) : ('public' as const) } }
      : {}),
  };
}

/** The real API's answer to a list call that names neither of the filters it takes (`expected`). */
const noFilter = (res: ServerResponse, expected: string) =>
  apiError(res, 400, 'missingRequiredParameter', `No filter selected. Expected one of: ${expected}`, {
    domain: 'youtube.parameter',
    locationType: 'parameter',
  });

function list<T>(kind: string, items: T[], total: number, extra: Partial<ApiList<T>> = {}): ApiList<T> {
  return {
    kind: `youtube#${kind}ListResponse`,
    etag: Buffer.from(`${kind}:${total}:${items.length}`).toString('base64url'),
    ...extra,
    pageInfo: { totalResults: total, resultsPerPage: items.length },
    items,
  };
}

/** Answers a Data API request whose path starts with DATA_API_PATH; false for a path it does not serve. */
export function serveDataApi(store: ProviderStore, url: URL, res: ServerResponse): boolean {
  const resource = url.pathname.slice(DATA_API_PATH.length);
  const allowed = PARTS[resource];
  if (!allowed) return false;
  const query = url.searchParams;
  const key = query.get('key');
  if (!key) {
    apiError(res, 400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    return true;
  }
  const part = query.get('part');
  if (!part) {
    apiError(res, 400, 'required', 'Required parameter: part', {
      location: 'part',
      locationType: 'parameter',
    });
    return true;
  }
  const parts = new Set(part.split(',').map((p) => p.trim()));
  const unknown = [...parts].find((p) => !allowed.includes(p));
  if (unknown) {
    apiError(res, 400, 'unknownPart', `'${unknown}'`, {
      domain: 'youtube.part',
      location: 'part',
      locationType: 'parameter',
    });
    return true;
  }
  const maxResults = Number(query.get('maxResults') ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(maxResults) || maxResults < 0 || maxResults > MAX_PAGE_SIZE) {
    apiError(
      res,
      400,
      'invalidParameter',
      `Invalid value '${query.get('maxResults')}'. Values must be within the range: [0, 50]`,
      { location: 'maxResults', locationType: 'parameter' },
    );
    return true;
  }
  if (resource === 'playlistItems') return servePlaylistItems(store, query, parts, maxResults, res);
  const ids = query.get('id')?.split(',').filter(Boolean);
  if (!ids) {
    noFilter(res, 'id');
    return true;
  }
  if (resource === 'videos') {
    // A removed video, or one the provider never had, is simply not in the answer.
    const videos = ids.flatMap((id) => {
      const video = store.video(id);
      return video && video.state !== 'removed' ? [videoItem(video, parts)] : [];
    });
    json(res, 200, list('video', videos, videos.length));
  } else {
    const playlists = ids.flatMap((id) => {
      const playlist = store.playlist(id);
      return playlist ? [playlistResource(playlist, parts)] : [];
    });
    json(res, 200, list('playlist', playlists, playlists.length));
  }
  return true;
}

function servePlaylistItems(
  store: ProviderStore,
  query: URLSearchParams,
  parts: Set<string>,
  maxResults: number,
  res: ServerResponse,
): true {
  const playlistId = query.get('playlistId');
  if (!playlistId) {
    noFilter(res, 'id, playlistId');
    return true;
  }
  const playlist = store.playlist(playlistId);
  if (!playlist) {
    apiError(
      res,
      404,
      'playlistNotFound',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      { domain: 'youtube.playlistItem', location: 'playlistId', locationType: 'parameter' },
    );
    return true;
  }
  const token = query.get('pageToken');
  const offset = token ? offsetOf(token) : 0;
  if (offset === undefined) {
    apiError(res, 400, 'invalidPageToken', "The request specifies an invalid 'pageToken'.", {
      domain: 'youtube.parameter',
      location: 'pageToken',
      locationType: 'parameter',
    });
    return true;
  }
  const end = Math.min(offset + maxResults, playlist.items.length);
  const items: ApiPlaylistItem[] = [];
  for (let position = offset; position < end; position++) {
    items.push(playlistItem(store, playlist, position, parts));
  }
  json(
    res,
    200,
    list('playlistItem', items, playlist.items.length, {
      ...(end < playlist.items.length ? { nextPageToken: pageToken(end) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - maxResults)) } : {}),
    }),
  );
  return true;
}
