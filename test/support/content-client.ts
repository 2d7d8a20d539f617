/** The content health calls (the admin's and the learner's report), through the real handlers with one browser's cookies. */
import { httpHandler } from '../../infra/local/handlers';
import type { ContentCheckResult, ContentHealth } from '../../shared/content';
import type { Course } from '../../shared/types';
import { freshCourse } from './courses';
import { CookieJar } from './events';
import { freshVideoId, providerControl } from './video-provider';

const checkNow = httpHandler('POST /api/admin/content-check');
const health = httpHandler('GET /api/admin/content-health');
const changeLesson = httpHandler('PUT /api/admin/course/{courseId}/lessons/{lessonId}');
const applyDrift = httpHandler('POST /api/admin/course/{courseId}/drift');
const report = httpHandler('POST /api/course/{courseId}/lessons/{lessonId}/problem');

type Body = Record<string, unknown>;

export function contentClient(jar: CookieJar = new CookieJar()) {
  const lessonPath = (courseId: string, lessonId: string) => ({
    params: { courseId, lessonId },
    path: `/api/admin/course/${courseId}/lessons/${lessonId}`,
  });
  return {
    check: () =>
      jar.call<ContentCheckResult & { msg?: string }>(checkNow, {
        method: 'POST',
        path: '/api/admin/content-check',
      }),
    health: () => jar.call<ContentHealth & { msg?: string }>(health, { path: '/api/admin/content-health' }),
    changeLesson: (courseId: string, lessonId: string, body: unknown) =>
      jar.call<Body>(changeLesson, { method: 'PUT', ...lessonPath(courseId, lessonId), body }),
    applyDrift: (courseId: string) =>
      jar.call<Body>(applyDrift, {
        method: 'POST',
        path: `/api/admin/course/${courseId}/drift`,
        params: { courseId },
      }),
    report: (courseId: string, lessonId: string, body: unknown) =>
      jar.call<Body>(report, {
        path: `/api/course/${courseId}/lessons/${lessonId}/problem`,
        params: { courseId, lessonId },
        body,
      }),
  };
}

/** A fresh course whose lessons show `videoIds` in order (`lesson-1`, `lesson-2`, …). */
export function courseShowing(videoIds: readonly string[], overrides: Partial<Course> = {}): Promise<Course> {
  const lessons = videoIds.map((link, i) => ({
    _id: `lesson-${i + 1}`,
    lesson: i + 1,
    link,
    lessonName: `Part ${i + 1}`,
  }));
  return freshCourse({ lessons, lessonCount: lessons.length, ...overrides });
}

/** `count` fresh videos that play, set up on the local provider. */
export async function playingVideos(count: number): Promise<string[]> {
  const provider = providerControl();
  const ids = Array.from({ length: count }, freshVideoId);
  await Promise.all(
    ids.map((id, i) => provider.setVideo(id, 'ok', { title: `Video ${i + 1}`, seconds: 60 + i })),
  );
  return ids;
}
