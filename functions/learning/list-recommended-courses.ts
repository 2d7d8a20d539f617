import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { recommendedFor } from './catalogue';

export async function listRecommendedCourses({ user }: HttpRequest): Promise<Reply> {
  return ok(await recommendedFor(user.userId));
}
