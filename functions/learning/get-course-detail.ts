import { type HttpRequest, ok, type Reply } from '../lib/http';
import { requireCourse } from './catalogue';

export async function getCourseDetail({ params }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  return ok(await requireCourse(params.id));
}
