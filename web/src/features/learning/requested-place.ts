/**
 * `?lesson=<id>&t=<seconds>`: a place in the course someone linked to (the notebook does). A link
 * without a second (a discussion thread's) keeps the second saved in that lesson, if any. Read by
 * the player to open there, and by its loader to ask for that lesson's notes with the course.
 */
import { POSITION_MAX, type ResumePoint } from '@shared/learning';

export function requestedPlace(
  search: URLSearchParams,
  saved: ResumePoint | undefined,
): ResumePoint | undefined {
  const lesson = search.get('lesson');
  const time = search.get('t');
  if (time === null && saved?.lastLessonId === lesson) return saved;
  const seconds = Number(time ?? 0);
  if (!lesson || !Number.isFinite(seconds)) return undefined;
  return { lastLessonId: lesson, position: Math.min(Math.max(seconds, 0), POSITION_MAX) };
}
