/**
 * The approve dialog's lesson box: one lesson per line, `videoId | title`, a pasted watch link with
 * an optional title after it, or a bare id. Untitled lessons are named "Lesson N" by the server.
 */
import { type ApprovedLesson, COURSE_LIMITS, videoIdOf } from '@shared/requests';
import { t } from '../../i18n';

export type ParsedLessons = { ok: true; lessons: ApprovedLesson[] } | { ok: false; msg: string };

function splitLine(line: string): [source: string, title: string] {
  const bar = line.indexOf('|');
  if (bar >= 0) return [line.slice(0, bar).trim(), line.slice(bar + 1).trim()];
  const space = line.search(/\s/);
  return space < 0 ? [line, ''] : [line.slice(0, space), line.slice(space).trim()];
}

export function parseLessons(text: string): ParsedLessons {
  const lessons: ApprovedLesson[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const [source, title] = splitLine(line);
    const link = videoIdOf(source);
    // Line numbers count blank lines too, so they match what the admin sees in the box.
    if (!link)
      return {
        ok: false,
        msg: t('Line {line}: "{source}" is not a video id or a YouTube video link.', {
          line: index + 1,
          source,
        }),
      };
    lessons.push({ lessonName: title, link });
  }
  if (lessons.length === 0) return { ok: false, msg: t('Add at least one lesson.') };
  if (lessons.length > COURSE_LIMITS.lessonsMax)
    return { ok: false, msg: t('A course has at most {max} lessons.', { max: COURSE_LIMITS.lessonsMax }) };
  return { ok: true, lessons };
}

/** The first lesson line to offer when the request links to a single video. */
export function firstLessonOf(playlist: string): string {
  const id = videoIdOf(playlist);
  return id ? `${id} | ` : '';
}

/** Lessons as lines of the box, the way `parseLessons` reads them back. */
export const linesOf = (lessons: readonly ApprovedLesson[]): string =>
  lessons.map(({ link, lessonName }) => (lessonName ? `${link} | ${lessonName}` : link)).join('\n');

/** Video lengths by video id, as a playlist told them. */
export type Lengths = ReadonlyMap<string, number>;

export const lengthsOf = (lessons: readonly ApprovedLesson[]): Lengths =>
  new Map(lessons.flatMap(({ link, seconds }) => (seconds ? [[link, seconds] as const] : [])));

/** The lessons with the length of each video whose length is known: a changed id has none. */
export const withLengths = (lessons: readonly ApprovedLesson[], lengths: Lengths): ApprovedLesson[] =>
  lessons.map((lesson) => {
    const seconds = lengths.get(lesson.link);
    return seconds ? { ...lesson, seconds } : lesson;
  });
