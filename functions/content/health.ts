/**
 * The health list an admin reads: every lesson whose video does not play or was reported, with the
 * course and lesson as they are now, each playlist course's drift, and when the last check ran.
 * Only problem videos, their courses and the drift are read, never the whole catalogue.
 */
import type { ContentHealth, ContentProblem, PlaylistDrift } from '../../shared/content';
import { getContentCourses } from '../data/content-courses';
import { listDrift } from '../data/content-drift';
import { getLastRun } from '../data/content-runs';
import { listProblemVideos, splitUse, type VideoCheck } from '../data/content-videos';

/** The lessons showing each problem video now: a replaced or hidden lesson is no longer one. */
async function problemRows(videos: readonly VideoCheck[]): Promise<ContentProblem[]> {
  const courseIds = [...new Set(videos.flatMap((video) => video.uses.map((use) => splitUse(use).courseId)))];
  const courses = new Map((await getContentCourses(courseIds)).map((course) => [course._id, course]));
  const rows: ContentProblem[] = [];
  for (const video of videos) {
    if (video.state === 'ok') continue;
    for (const use of video.uses) {
      const { courseId, lessonId } = splitUse(use);
      const course = courses.get(courseId);
      const lesson = course?.lessons.find((l) => l._id === lessonId);
      if (!course || !lesson || lesson.hidden || lesson.link !== video.videoId) continue;
      rows.push({
        courseId,
        courseName: course.name,
        lessonId,
        lesson: lesson.lesson,
        lessonName: lesson.lessonName,
        link: video.videoId,
        state: video.state,
        since: video.since,
        reports: video.reports,
      });
    }
  }
  return rows.sort(
    (a, b) =>
      a.courseName.localeCompare(b.courseName) || a.courseId.localeCompare(b.courseId) || a.lesson - b.lesson,
  );
}

export async function contentHealth(): Promise<ContentHealth> {
  const [videos, drift, run] = await Promise.all([listProblemVideos(), listDrift(), getLastRun()]);
  return {
    checkedAt: run?.checkedAt ?? null,
    problems: await problemRows(videos),
    drift: drift
      .map(
        ({ courseId, courseName, added, removed }): PlaylistDrift => ({
          courseId,
          courseName,
          added: added.map(({ link, title }) => ({ link, title })),
          removed,
        }),
      )
      .sort((a, b) => a.courseName.localeCompare(b.courseName)),
  };
}
