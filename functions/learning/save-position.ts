import type { positionSchema } from '../../shared/learning';
import { recordWatching } from '../habits/activity';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { saveResumePoint } from './progress';

/**
 * Saves the learner's place at `now` and credits what they watched since the course's previous save:
 * the enrolment's write and, when something was watched, the day's (two writes at most). Answers
 * the seconds credited.
 */
export async function recordPosition(
  userId: string,
  point: { courseId: string; lessonId: string; position: number },
  now = new Date(),
): Promise<number> {
  const current = { ...point, at: now.getTime() };
  // The resume point's write checks the enrolment first: only a learner's own lessons count as watched.
  const previous = await saveResumePoint(userId, current);
  return recordWatching(userId, previous && { ...previous, courseId: point.courseId }, current);
}

export async function savePosition({
  body,
  user,
}: HttpRequest<BodyOf<typeof positionSchema>>): Promise<Reply> {
  await recordPosition(user.userId, body);
  return ok({ msg: 'Position saved.' });
}
