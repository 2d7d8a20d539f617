import type { enrollSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { enrolIn } from './enrolment';

export async function enrollCourse({ body, user }: HttpRequest<BodyOf<typeof enrollSchema>>): Promise<Reply> {
  return ok(await enrolIn(user.userId, body.courseId));
}
