/**
 * A learner's report of a lesson whose video would not play (the player sends the provider's error
 * code). The lesson shows in the health list at once, as `reported` until a check confirms or clears
 * it, and its video is checked first in the next run. A learner counts once per lesson and video,
 * and at most 20 times an hour.
 */

import type { PlayerErrorCode } from '../../shared/content';
import { message } from '../../shared/message';
import { StillContended } from '../data/conditions';
import { reportLesson } from '../data/content-reports';
import { lessonUse } from '../data/content-videos';
import { getCourse } from '../data/courses';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { NOT_ENROLLED_MSG } from '../learning/enrolment';
import { AttemptsUsedUp, BadRequest, Forbidden, NotFound, windowEnd } from '../lib/errors';
import { log } from '../lib/log';
import { COURSE_NOT_FOUND } from './lesson-changes';
import { afterReport } from './video-states';

export const REPORTED_MSG = 'Thank you. An admin will look at this video.';
export const NO_SUCH_LESSON = 'This course has no such lesson.';

/** The hourly limit reached at `now`: reports count again when the clock hour ends. */
function reportsUsedUp(now: number): AttemptsUsedUp {
  return new AttemptsUsedUp(
    message('You have reported {limit} videos this hour, thank you. Please wait before reporting more.', {
      limit: RATE_LIMITS.problemReportsPerLearner.limit,
    }),
    windowEnd(RATE_LIMITS.problemReportsPerLearner.windowSeconds, now),
  );
}

export async function reportProblem(
  userId: string,
  where: { courseId: string; lessonId: string },
  code: PlayerErrorCode,
): Promise<void> {
  const course = await getCourse(where.courseId);
  if (!course) throw new NotFound(COURSE_NOT_FOUND);
  // Hidden lessons are not part of the course as learners see it.
  const lesson = course.lessons?.find((l) => l._id === where.lessonId);
  if (!lesson) throw new BadRequest(NO_SUCH_LESSON);
  const now = Date.now();
  const outcome = await reportLesson(
    userId,
    { ...where, videoId: lesson.link },
    RATE_LIMITS.problemReportsPerLearner,
    afterReport(lesson.link, lessonUse(where.courseId, where.lessonId), new Date(now).toISOString()),
  );
  if (!outcome.ok) {
    if (outcome.refused === 'not-enrolled') throw new Forbidden(NOT_ENROLLED_MSG);
    if (outcome.refused === 'rate-limited') throw reportsUsedUp(now);
    throw new StillContended('The video kept changing while the report was counted.');
  }
  log.info('video problem reported', {
    ...where,
    videoId: lesson.link,
    code,
    counted: outcome.value.counted,
  });
}
