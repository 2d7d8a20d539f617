import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { requireCourse } from './catalogue';

export async function getCourseDetail({ params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  return ok(await requireCourse(params.id));
}
