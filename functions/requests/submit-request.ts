import type { CourseRequestInput } from '../../shared/requests';
import { created, type HttpRequest, type Reply } from '../runtime/http';
import { REQUEST_SENT_MSG, submitRequest } from './submissions';

export async function submitCourseRequest({ body, user }: HttpRequest<CourseRequestInput>): Promise<Reply> {
  await submitRequest(user, body);
  return created({ msg: REQUEST_SENT_MSG });
}
