/** Liking a course: the data layer changes the flag and the count together; this says what went wrong. */
import { setLoved } from '../data/user-courses';
import { Conflict, Forbidden, NotFound } from '../lib/errors';
import { NOT_ENROLLED_MSG } from './enrolment';

const REFUSALS = {
  'no-course': () => new NotFound('Course not found.'),
  'not-enrolled': () => new Forbidden(NOT_ENROLLED_MSG),
  contended: () => new Conflict('The like could not be changed, please try again.'),
};

/** Likes (`loved`) or unlikes the course and answers its like count. */
export async function likeCourse(userId: string, courseId: string, loved: boolean): Promise<number> {
  const outcome = await setLoved(userId, courseId, loved);
  if (outcome.ok) return outcome.value;
  throw REFUSALS[outcome.refused]();
}
