import type { positionSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { saveResumePoint } from './progress';

export async function savePosition({
  body,
  user,
}: HttpRequest<BodyOf<typeof positionSchema>>): Promise<Reply> {
  await saveResumePoint(user.userId, body);
  return ok({ msg: 'Position saved.' });
}
