/**
 * A learner's report of a lesson whose video would not play. The learner–course relation keeps
 * which lessons (with the video they showed) the learner reported, and the video check counts the
 * reports; both change in one conditional transaction with the learner's hourly report counter, so
 * a learner counts once per lesson and video, only an enrolled learner counts, and a repeated report
 * changes nothing and is not counted against the limit.
 */
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import { getVideoCheck, type VideoCheck, videoCheckPut } from './content-videos';
import { enrolledUpdate, setMembership } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';

/** The relation's attribute holding the learner's reports, `<lessonId>#<videoId>`. */
const REPORTED = 'reportedLessons';

/** Where a report points: the lesson, and the video it showed. */
export interface ReportedLesson {
  courseId: string;
  lessonId: string;
  videoId: string;
}

/** `counted` is false for a learner who had reported this lesson's video before. */
export type ReportOutcome = Outcome<{ counted: boolean }, 'not-enrolled' | 'rate-limited' | 'contended'>;

const MAX_ATTEMPTS = 20;

async function isEnrolled(userId: string, courseId: string): Promise<boolean> {
  const item = await table.get(keys.userCourse(userId, courseId), {
    ProjectionExpression: 'enrolled',
    ConsistentRead: true,
  });
  return item?.enrolled === true;
}

/**
 * Counts the learner's report on the video's check, which `next` makes from the check as read (or
 * null for a video never checked). A report that lost a race with the check or another report reads
 * the video again and retries.
 */
export async function reportLesson(
  userId: string,
  where: ReportedLesson,
  limit: RateLimit,
  next: (previous: VideoCheck | null) => VideoCheck,
): Promise<ReportOutcome> {
  const key = `${where.lessonId}#${where.videoId}`;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const previous = await getVideoCheck(where.videoId);
    try {
      await retryOnConflict(() =>
        table.transact([
          { Update: enrolledUpdate(userId, where.courseId, setMembership(REPORTED, key, true)) },
          { Put: videoCheckPut(next(previous), previous) },
          { Update: countAttempt(limit, userId) },
        ]),
      );
      return done({ counted: true });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 0)) {
        return (await isEnrolled(userId, where.courseId))
          ? done({ counted: false })
          : refused('not-enrolled');
      }
      if (failedAt(error, 2)) return refused('rate-limited');
      // The video's check changed since it was read: read it again after a short random pause.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
    }
  }
  return refused('contended');
}
