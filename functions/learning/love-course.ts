import type { loveSchema } from '../../shared/learning';
import { setLoved } from '../data/user-courses';
import { type HttpRequest, ok, type Reply } from '../lib/http';
import type { BodyOf } from '../route-types';

export async function loveCourse({ body, user }: HttpRequest<BodyOf<typeof loveSchema>>): Promise<Reply> {
  return ok({ love: await setLoved(user.userId, body.id, true) });
}
