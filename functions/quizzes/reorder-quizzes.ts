import type { quizOrderSchema } from '../../shared/quizzes';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { reorderQuizzes } from './authoring';

export async function reorderCourseQuizzes({
  body,
  params,
}: HttpRequest<BodyOf<typeof quizOrderSchema>, 'courseId'>): Promise<Reply> {
  return ok(await reorderQuizzes(params.courseId, body.quizIds));
}
