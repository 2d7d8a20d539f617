/**
 * A provider playlist as a course's lessons: what the admin's approve dialog is filled with
 * (`GET /api/admin/playlist`) and what the catalogue import makes of a course given as
 * `{"playlist": "<link>"}`. Both follow the rules of an approved course: at most
 * `COURSE_LIMITS.lessonsMax` lessons (the first ones; `truncated` says when more were left), and
 * lesson names that fit the lesson-name limit and the one text rule (a provider title may hold
 * anything). An item without a title that shows gets an empty name, which a course turns into
 * "Lesson N".
 */
import { COURSE_LIMITS, isLessonSeconds, type PlaylistAnswer, playlistIdOf } from '../../shared/requests';
import { showableLine } from '../../shared/text';
import { firstCharacters } from '../../shared/validation';
import {
  type PlaylistFacts,
  PlaylistsNeedAKey,
  ProviderStopped,
  type VideoProvider,
  VideoProviderRefused,
} from '../lib/video-provider';
import type { SeedCourse, SeedFile } from './seed-format';

/** `title` as a lesson name: one line of showable text, cut to the limit. */
export function lessonNameOf(title: string): string {
  // Cut, then fitted again: a cut can leave a joiner at the end with nothing to join.
  return showableLine(firstCharacters(showableLine(title), COURSE_LIMITS.lessonNameMax));
}

export function lessonsOf(playlist: PlaylistFacts): PlaylistAnswer {
  const kept = playlist.items.slice(0, COURSE_LIMITS.lessonsMax);
  return {
    playlistId: playlist.playlistId,
    title: showableLine(playlist.title),
    channel: showableLine(playlist.channel),
    lessons: kept.map((item, index) => ({
      lesson: index + 1,
      lessonName: lessonNameOf(item.title),
      link: item.videoId,
      // A live stream reports no length (0); one beyond a day is not a lesson's either.
      ...(isLessonSeconds(item.seconds) ? { seconds: item.seconds } : {}),
    })),
    skipped: playlist.skipped,
    truncated: playlist.items.length > kept.length,
  };
}

/** The playlist's lessons, or null for a playlist the provider does not know. */
export async function readPlaylist(
  provider: VideoProvider,
  playlistId: string,
): Promise<PlaylistAnswer | null> {
  const playlist = await provider.playlist(playlistId);
  return playlist && lessonsOf(playlist);
}

/** What was read for one course of a file given by its playlist. */
export interface PlaylistRead extends Omit<PlaylistAnswer, 'lessons'> {
  course: string;
  lessons: number;
}

/** What is wrong with a course given by its playlist, or why its playlist could not be read. */
export class PlaylistProblem extends Error {
  constructor(course: string | undefined, what: string) {
    super(`Course "${course ?? '?'}": ${what}`);
    this.name = 'PlaylistProblem';
  }
}

/**
 * The provider's refusals (no key, the day's quota spent, the provider down or refusing the key),
 * whose messages say what to do: shown as they are to whoever asked for the playlist.
 */
export const isProviderRefusal = (error: unknown): error is Error =>
  error instanceof PlaylistsNeedAKey ||
  error instanceof ProviderStopped ||
  error instanceof VideoProviderRefused;

async function seedFromPlaylist(
  seed: SeedCourse,
  provider: VideoProvider,
): Promise<{ seed: SeedCourse; read: PlaylistRead }> {
  const problem = (what: string) => new PlaylistProblem(seed.name, what);
  if (seed.lessons !== undefined) throw problem('give either "lessons" or "playlist", not both');
  const playlistId = typeof seed.playlist === 'string' ? playlistIdOf(seed.playlist) : null;
  if (!playlistId) throw problem('"playlist" must be a YouTube playlist link or a playlist id');
  let found: PlaylistAnswer | null;
  try {
    found = await readPlaylist(provider, playlistId);
  } catch (error) {
    throw isProviderRefusal(error) ? problem((error as Error).message) : error;
  }
  if (!found) throw problem(`YouTube does not know the playlist ${playlistId}, or it is private`);
  if (found.lessons.length === 0)
    throw problem(`the playlist ${playlistId} has no video that can be watched`);
  const { playlist: _link, ...rest } = seed;
  const { lessons, ...facts } = found;
  return {
    seed: { ...rest, lessons, playlistId },
    read: { ...facts, course: seed.name, lessons: lessons.length },
  };
}

/**
 * The file with every course given by `playlist` turned into one with its lessons and
 * `playlistId`, and what was read for each. Playlists are read one after another: a file of many
 * stays a gentle user of the day's quota, and the first one that fails stops the import before
 * anything is written.
 */
export async function withPlaylistLessons(
  file: SeedFile,
  provider: VideoProvider,
): Promise<{ file: SeedFile; read: PlaylistRead[] }> {
  const courses: SeedCourse[] = [];
  const read: PlaylistRead[] = [];
  for (const seed of file.courses) {
    if (typeof seed !== 'object' || seed === null || !('playlist' in seed)) {
      courses.push(seed);
      continue;
    }
    const resolved = await seedFromPlaylist(seed, provider);
    courses.push(resolved.seed);
    read.push(resolved.read);
  }
  return { file: { ...file, courses }, read };
}
