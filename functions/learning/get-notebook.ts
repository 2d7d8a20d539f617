import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { notebookOf } from './notebook';

export async function getNotebook({ params, user }: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await notebookOf(user.userId, params.courseId));
}
