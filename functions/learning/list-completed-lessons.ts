import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { completedLessons } from './progress';

export async function listCompletedLessons({
  params,
  user,
}: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await completedLessons(user.userId, params.courseId));
}
