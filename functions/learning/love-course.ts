import type { loveSchema } from '../../shared/learning';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { likeCourse } from './likes';

export async function loveCourse({ body, user }: HttpRequest<BodyOf<typeof loveSchema>>): Promise<Reply> {
  return ok({ love: await likeCourse(user.userId, body.id, true) });
}
