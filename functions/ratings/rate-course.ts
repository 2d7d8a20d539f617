import type { ratingSchema } from '../../shared/ratings';
import type { BodyOf } from '../route-types';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { rateCourse } from './ratings';

/** 200 with the course's rating and the caller's; 429 with `retryAt` and Retry-After over the limit. */
export async function rateCourseRoute({
  body,
  params,
  user,
}: HttpRequest<BodyOf<typeof ratingSchema>, 'courseId'>): Promise<Reply> {
  return ok(await rateCourse(user, params.courseId, body));
}
