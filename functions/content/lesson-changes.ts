/**
 * An admin's fixes: a lesson's video replaced (the new one checked with the provider first), a
 * lesson hidden from learners, a playlist's drift applied. Lesson ids and numbers never change, so
 * learners keep their progress, notes and questions; the course's place in the catalogue follows.
 */
import { message } from '../../shared/message';
import { COURSE_LIMITS } from '../../shared/requests';
import type { VideoProblem } from '../../shared/types';
import { type ContentCourse, getContentCourse } from '../data/content-courses';
import { deleteDrift, getDrift } from '../data/content-drift';
import { getVideoCheck, saveVideoCheck } from '../data/content-videos';
import type { StoredLesson } from '../data/courses';
import { providerQuota } from '../data/provider-quota';
import { BadRequest, Conflict, NotFound, Unavailable } from '../lib/errors';
import { log } from '../lib/log';
import { type VideoProvider, videoProvider } from '../lib/video-provider';
import { changeLessons } from './course-lessons';
import { visibleLessons, withDrift } from './lesson-rules';
import { afterCheck } from './video-states';

export const COURSE_NOT_FOUND = 'Course not found.';
export const LESSON_NOT_FOUND = 'Lesson not found.';

/** Why a video cannot be a lesson's, in words an admin acts on. */
export const NOT_PLAYABLE: Record<VideoProblem, string> = {
  removed: 'That video does not exist on YouTube (it was removed, or the id is wrong). Choose another video.',
  private: 'That video is private on YouTube, so learners could not watch it. Choose another video.',
  unembeddable:
    'The owner of that video does not allow it to be played outside YouTube, so it cannot be a lesson. Choose another video.',
};

export const NOT_CHECKED =
  'The new video could not be checked with YouTube right now (its daily allowance is used up or it did not answer). Please try again later.';

async function requireCourse(courseId: string): Promise<ContentCourse> {
  const course = await getContentCourse(courseId);
  if (!course) throw new NotFound(COURSE_NOT_FOUND);
  return course;
}

/** `change` applied to the one lesson `lessonId` (404 when the course has none such). */
const oneLesson =
  (lessonId: string, change: (lesson: StoredLesson) => StoredLesson) => (lessons: StoredLesson[]) => {
    const index = lessons.findIndex((lesson) => lesson._id === lessonId);
    if (index < 0) throw new NotFound(LESSON_NOT_FOUND);
    const next = [...lessons];
    next[index] = change(lessons[index]!);
    return { lessons: next, result: next[index]! };
  };

/**
 * Shows `videoId` in the lesson in place of its video, once the provider says it plays: the lesson
 * is no longer unavailable and takes the video's length (or none, if not told).
 */
export async function replaceVideo(
  courseId: string,
  lessonId: string,
  videoId: string,
  provider: VideoProvider = videoProvider({ ledger: providerQuota() }),
): Promise<StoredLesson> {
  const course = await requireCourse(courseId);
  if (!course.lessons.some((lesson) => lesson._id === lessonId)) throw new NotFound(LESSON_NOT_FOUND);
  const { found } = await provider.videos([videoId]);
  const fact = found[0];
  if (!fact) throw new Unavailable(NOT_CHECKED);
  if (fact.state !== 'ok') throw new BadRequest(NOT_PLAYABLE[fact.state]);
  const changed = await changeLessons(
    course,
    oneLesson(lessonId, ({ unavailable: _was, seconds: _old, ...lesson }) => ({
      ...lesson,
      link: videoId,
      ...(fact.seconds === undefined ? {} : { seconds: fact.seconds }),
    })),
  );
  if (!changed) throw new NotFound(COURSE_NOT_FOUND);
  await rememberPlaying(fact, `${courseId}#${lessonId}`);
  return changed.result;
}

/** Records the new video as checked just now, so the next run starts from what is known. */
async function rememberPlaying(fact: Parameters<typeof afterCheck>[1], use: string): Promise<void> {
  try {
    const previous = await getVideoCheck(fact.videoId);
    await saveVideoCheck(afterCheck(previous, fact, new Date().toISOString(), [use]), previous);
  } catch (error) {
    // The lesson is changed already; the next check records the video anyway.
    log.warn('replaced video not recorded', { videoId: fact.videoId, error });
  }
}

/** Hides the lesson from learners (its progress stays); hiding it again changes nothing. */
export async function hideLesson(courseId: string, lessonId: string): Promise<StoredLesson> {
  const changed = await changeLessons(await requireCourse(courseId), (lessons) => {
    const lesson = lessons.find((l) => l._id === lessonId);
    if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
    if (lesson.hidden) return { lessons, result: lesson };
    return oneLesson(lessonId, (l) => ({ ...l, hidden: true }))(lessons);
  });
  if (!changed) throw new NotFound(COURSE_NOT_FOUND);
  return changed.result;
}

export const NO_DRIFT = 'There are no playlist changes to apply to this course. The next check looks again.';

/**
 * Applies the drift the last check found to the course as it is now: the added videos become
 * lessons (a hidden lesson that showed one comes back), the lessons of removed videos are hidden.
 */
export async function applyDrift(courseId: string): Promise<{ added: number; hidden: number }> {
  const course = await requireCourse(courseId);
  const drift = await getDrift(courseId);
  if (!drift) throw new Conflict(NO_DRIFT);
  const changed = await changeLessons(course, (lessons) => {
    const applied = withDrift(lessons, drift);
    if (visibleLessons(applied.lessons).length > COURSE_LIMITS.lessonsMax) {
      throw new Conflict(
        message(
          "With the playlist's new videos the course would have more than {max} lessons. Hide some lessons first.",
          { max: COURSE_LIMITS.lessonsMax },
        ),
      );
    }
    return { lessons: applied.added + applied.hidden > 0 ? applied.lessons : lessons, result: applied };
  });
  if (!changed) throw new NotFound(COURSE_NOT_FOUND);
  await deleteDrift(courseId);
  return { added: changed.result.added, hidden: changed.result.hidden };
}
