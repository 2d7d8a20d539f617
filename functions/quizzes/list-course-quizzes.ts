import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { courseQuizzesOf } from './taking';

export async function listCourseQuizzes({
  params,
  user,
}: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await courseQuizzesOf(user.userId, params.courseId));
}
