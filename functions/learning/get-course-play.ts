import { ID_PATTERN } from '../../shared/validation';
import { type HttpRequest, ok, type Reply } from '../runtime/http';
import { playOf } from './enrolment';

/**
 * `?lesson=<id>`: the lesson the player's address names, whose notes the answer then carries. A
 * value that is no lesson id names no lesson of the course, as the player reads it too.
 */
export async function getCoursePlay({ params, query, user }: HttpRequest<undefined, 'id'>): Promise<Reply> {
  const lesson = query.lesson;
  return ok(await playOf(user.userId, params.id, lesson && ID_PATTERN.test(lesson) ? lesson : undefined));
}
