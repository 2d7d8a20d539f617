import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { unrateCourse } from './ratings';

export async function unrateCourseRoute({
  params,
  user,
}: HttpRequest<undefined, 'courseId'>): Promise<Reply> {
  return ok(await unrateCourse(user, params.courseId));
}
