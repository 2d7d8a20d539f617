import type { loveSchema } from '../../shared/learning';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import type { BodyOf } from '../route-types';
import { likeCourse } from './likes';

export async function loveCourse({ body, user }: HttpRequest<BodyOf<typeof loveSchema>>): Promise<Reply> {
  return ok({ love: await likeCourse(user.userId, body.id, true) });
}
