import type { completeLessonSchema } from '../../shared/learning';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';
import { completeLesson } from './progress';

export async function completeLessonFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof completeLessonSchema>>): Promise<Reply> {
  return ok(await completeLesson(user.userId, body));
}
