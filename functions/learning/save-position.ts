import type { positionSchema } from '../../shared/learning';
import { recordWatching } from '../habits/activity';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { saveResumePoint } from './progress';

export async function savePosition({
  body,
  user,
}: HttpRequest<BodyOf<typeof positionSchema>>): Promise<Reply> {
  await saveResumePoint(user.userId, body);
  // After the resume point, which checks the enrolment: only a learner's own lessons count as watched.
  await recordWatching(user.userId, body);
  return ok({ msg: 'Position saved.' });
}
