import type { completeLessonSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { completeLesson } from './progress';

export async function completeLessonFor({
  body,
  user,
}: HttpRequest<BodyOf<typeof completeLessonSchema>>): Promise<Reply> {
  return ok(await completeLesson(user.userId, body));
}
