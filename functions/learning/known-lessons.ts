/**
 * Whether a course has a lesson, for the position saves: every minute of every lesson played makes
 * one, and reading the course item for each (its lessons, a few KB) was most of a save's reads. This
 * container keeps each course's lesson ids for a minute, as long as CloudFront keeps a public read,
 * so a lesson taken out answers 404 within a minute; a lesson not in the copy reads the course again
 * at once, so one added a moment ago is never refused.
 */
import { requireLesson } from './catalogue';

const KEEP_MS = 60_000;
/** Enough for every course being watched at once on one container; the oldest copy goes first. */
const MAX_COURSES = 500;

const kept = new Map<string, { lessonIds: ReadonlySet<string>; readAt: number }>();

/** Resolves when the course has the lesson; rejects as `requireLesson` does (404) otherwise. */
export async function requireKnownLesson(courseId: string, lessonId: string): Promise<void> {
  const now = Date.now();
  const copy = kept.get(courseId);
  if (copy && now - copy.readAt < KEEP_MS && copy.lessonIds.has(lessonId)) return;
  const { course } = await requireLesson(courseId, lessonId).catch((error: unknown) => {
    kept.delete(courseId);
    throw error;
  });
  kept.delete(courseId);
  if (kept.size >= MAX_COURSES) kept.delete(kept.keys().next().value as string);
  kept.set(courseId, { lessonIds: new Set((course.lessons ?? []).map((l) => l._id)), readAt: now });
}
