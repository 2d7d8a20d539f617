/**
 * The catalogue file format (infra/seed/catalogue.json, `npm run catalogue:import`) and its
 * conversion into stored courses. Ids are derived from the course name, so importing the same file
 * twice finds the courses already there and creates no duplicates.
 */
import { LANGUAGES, type Language } from '../../shared/constants';
import { COURSE_LIMITS, isLessonSeconds, PLAYLIST_ID_PATTERN, VIDEO_ID_PATTERN } from '../../shared/requests';
import type { Course, Lesson } from '../../shared/types';
import { totalSecondsOf } from '../data/courses';

export interface SeedLesson {
  lesson: number;
  lessonName: string;
  /** The video provider's 11-character video id. */
  link: string;
  /** The video's length in seconds, where known. */
  seconds?: number;
}

export interface SeedCourse {
  name: string;
  creator: string;
  category: string;
  language: string;
  info: string;
  description: string;
  source?: string;
  lessons: SeedLesson[];
  /**
   * A playlist link or id in place of `lessons` (the import command only): its items become the
   * lessons, and its id the course's `playlistId` (functions/catalogue/playlist-lessons.ts).
   */
  playlist?: string;
  /** The provider playlist the lessons came from, kept so its changes can be noticed. */
  playlistId?: string;
  /** Self-check quizzes in the format of shared/quizzes.ts, checked by the quiz pass of the import. */
  quizzes?: unknown[];
}

export interface SeedFile {
  courses: SeedCourse[];
}

/** `"Stanford CS229: Machine Learning"` → `"stanford-cs229-machine-learning"`. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

export const thumbnailOf = (videoId: string): string => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** Checks one seed course and turns it into a course; throws with the course's name on bad data. */
export function toCourse(seed: SeedCourse): Course {
  const problem = (what: string) => new Error(`Course "${seed.name ?? '?'}": ${what}`);
  if (!seed.name?.trim() || !seed.creator?.trim()) throw problem('name and creator are required');
  const language = seed.language?.toLowerCase() as Language;
  if (!LANGUAGES.includes(language)) throw problem(`language must be one of ${LANGUAGES.join(', ')}`);
  if (!Array.isArray(seed.lessons) || seed.lessons.length === 0)
    throw problem('it needs at least one lesson');
  const lessons: Lesson[] = seed.lessons.map((l, index) => {
    if (!VIDEO_ID_PATTERN.test(l.link)) throw problem(`lesson ${index + 1} has an invalid video id`);
    if (l.seconds !== undefined && !isLessonSeconds(l.seconds))
      throw problem(
        `lesson ${index + 1}: seconds must be a whole number from 1 to ${COURSE_LIMITS.lessonSecondsMax}`,
      );
    const number = Number.isInteger(l.lesson) ? l.lesson : index + 1;
    return {
      _id: `lesson-${number}`,
      lesson: number,
      link: l.link,
      lessonName: l.lessonName?.trim() || `Lesson ${number}`,
      ...(l.seconds === undefined ? {} : { seconds: l.seconds }),
    };
  });
  const id = slugify(seed.name);
  if (!id) throw problem('the name needs letters or digits');
  if (seed.playlistId !== undefined && !PLAYLIST_ID_PATTERN.test(seed.playlistId))
    throw problem('playlistId is not a playlist id');
  const totalSeconds = totalSecondsOf(lessons);
  return {
    _id: id,
    name: seed.name.trim(),
    creator: seed.creator.trim(),
    category: seed.category?.trim() || 'General',
    language,
    info: seed.info?.trim() ?? '',
    description: seed.description?.trim() ?? '',
    course_pic: thumbnailOf(lessons[0]!.link),
    love: 0,
    lessonCount: lessons.length,
    lessons,
    ...(seed.playlistId === undefined ? {} : { playlistId: seed.playlistId }),
    ...(totalSeconds === undefined ? {} : { totalSeconds }),
  };
}
