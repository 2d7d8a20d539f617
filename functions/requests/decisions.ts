/**
 * An admin's decision on a course request: approving creates the course through the catalogue
 * file's own rules (the same ids and checks as `npm run catalogue:import`), rejecting closes it.
 */
import type { ApproveInput } from '../../shared/requests';
import { toCourse } from '../catalogue/seed-format';
import { approveRequest, type DecisionOutcome, getRequest, rejectRequest } from '../data/course-requests';
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import type { SessionUser } from '../lib/session';

async function refuse(requestId: string): Promise<never> {
  const request = await getRequest(requestId);
  if (!request) throw new NotFound('This course request does not exist.');
  throw new Conflict(`This request was already ${request.status}.`);
}

function courseFrom(input: ApproveInput) {
  try {
    return toCourse({
      ...input,
      lessons: input.lessons.map((lesson, index) => ({ ...lesson, lesson: index + 1 })),
    });
  } catch (error) {
    // The schema has checked the shape; what is left is e.g. a name without letters or digits.
    throw new BadRequest((error as Error).message);
  }
}

export async function approve(
  admin: SessionUser,
  requestId: string,
  input: ApproveInput,
): Promise<{ courseId: string; name: string }> {
  const course = courseFrom(input);
  const outcome: DecisionOutcome = await approveRequest(requestId, course, admin.userId);
  if (outcome === 'not-open') return refuse(requestId);
  if (outcome === 'course-exists')
    throw new Conflict(`A course named "${course.name}" is already in the catalogue. Choose another name.`);
  return { courseId: course._id, name: course.name };
}

export async function reject(admin: SessionUser, requestId: string): Promise<void> {
  if ((await rejectRequest(requestId, admin.userId)) === 'not-open') await refuse(requestId);
}
