/**
 * The local provider's first contents: every lesson video of the seed catalogue with its real
 * title (the lesson's name) and a fixed, plausible length (the data has none), and a playlist for
 * every course whose source names a YouTube playlist id, with the course's lessons as its items and
 * its creator as the channel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProviderStore, plausibleSeconds } from './store';

export const SEED_FILE = join(__dirname, '..', '..', 'seed', 'catalogue.json');

interface SeedCourse {
  name: string;
  creator: string;
  source?: string;
  lessons: Array<{ lesson: number; lessonName: string; link: string }>;
}

/** A YouTube playlist id as a source names it (`PL…`, `UU…`, `OL…`, …; 18 to 64 characters). */
const PLAYLIST_ID = /\b((?:PL|UU|FL|LL|RD|OL)[A-Za-z0-9_-]{16,62})\b/;

export function seedStore(store: ProviderStore, file = SEED_FILE): void {
  const { courses } = JSON.parse(readFileSync(file, 'utf8')) as { courses: SeedCourse[] };
  for (const course of courses) {
    const items = course.lessons.map(({ link, lessonName }) => ({
      videoId: link,
      title: lessonName,
      seconds: plausibleSeconds(link),
    }));
    for (const item of items) store.setVideo(item.videoId, { state: 'ok', ...item, channel: course.creator });
    const playlistId = PLAYLIST_ID.exec(course.source ?? '')?.[1];
    if (playlistId) store.setPlaylist({ playlistId, title: course.name, channel: course.creator, items });
  }
}
