/**
 * An admin's decision on a course request: approving creates the course through the catalogue
 * file's own rules (the same ids and checks as `npm run catalogue:import`), rejecting closes it. An
 * admin whose account is gone or being deleted decides nothing (401): the decision keeps their id.
 * A course approved from a request whose link names a playlist keeps the playlist's id, so the
 * content check can tell when the playlist changes; so does one approved from a request with a topic
 * only, with the playlist the admin found for it.
 */
import { message, type Text } from '../../shared/message';
import { type ApproveInput, playlistIdOf } from '../../shared/requests';
import { toCourse } from '../catalogue/seed-format';
import { approveRequest, type DecisionOutcome, getRequest, rejectRequest } from '../data/course-requests';
import { getUser } from '../data/users';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../lib/errors';
import { languageOf } from '../lib/i18n/translate';
import { log } from '../lib/log';
import { composeMail, sendMail, siteLink } from '../lib/mail';
import type { SessionUser } from '../lib/session';

/**
 * Tells the requester what was decided, at their account's (verified) address. The decision is
 * stored already; a mail that fails is logged, not worth undoing it for.
 */
async function tellRequester(
  requestId: string,
  decision: { subject: Text; intro: Text; action: Text; path: string },
): Promise<void> {
  try {
    const request = await getRequest(requestId);
    const requester = request ? await getUser(request.userId) : null;
    if (!requester) return;
    const language = languageOf(requester);
    await sendMail(
      composeMail(requester, language, {
        subject: decision.subject,
        greetingName: requester.name,
        intro: decision.intro,
        action: decision.action,
        link: siteLink(language, decision.path),
        footer: 'You get this mail because you asked for this course on LearnFree.',
      }),
    );
  } catch (error) {
    log.warn('decision mail failed', { requestId, error });
  }
}

async function refuse(requestId: string): Promise<never> {
  const request = await getRequest(requestId);
  if (!request) throw new NotFound('This course request does not exist.');
  throw new Conflict(
    request.status === 'approved'
      ? 'This request was already approved.'
      : 'This request was already rejected.',
  );
}

function courseFrom({ playlist: _found, ...input }: ApproveInput, playlistId: string | undefined) {
  try {
    return toCourse({
      ...input,
      lessons: input.lessons.map((lesson, index) => ({ ...lesson, lesson: index + 1 })),
      playlistId,
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
  const request = await getRequest(requestId);
  if (!request) throw new NotFound('This course request does not exist.');
  // A request's own link names the playlist; for a topic-only request, the one the admin found.
  const course = courseFrom(input, playlistIdOf(request.playlist || input.playlist || '') ?? undefined);
  const outcome: DecisionOutcome = await approveRequest(requestId, course, admin.userId);
  if (!outcome.ok && outcome.refused === 'no-account') throw new Unauthorized();
  if (!outcome.ok && outcome.refused === 'not-open') return refuse(requestId);
  if (!outcome.ok)
    throw new Conflict(
      message('A course named "{name}" is already in the catalogue. Choose another name.', {
        name: course.name,
      }),
    );
  await tellRequester(requestId, {
    subject: 'Your course request was approved',
    intro: message('Good news: the course you asked for is now in the catalogue as "{name}".', {
      name: course.name,
    }),
    action: 'Open the course',
    path: `/course/id/${course._id}/detail`,
  });
  return { courseId: course._id, name: course.name };
}

export async function reject(admin: SessionUser, requestId: string, reason?: string): Promise<void> {
  const outcome = await rejectRequest(requestId, admin.userId, reason);
  if (!outcome.ok && outcome.refused === 'no-account') throw new Unauthorized();
  if (!outcome.ok && outcome.refused === 'not-open') await refuse(requestId);
  await tellRequester(requestId, {
    subject: 'Your course request was not accepted',
    intro: reason
      ? message('Your course request was not accepted. The reason given: {reason}', { reason })
      : 'Your course request was not accepted.',
    action: 'See your requests',
    path: '/request/list',
  });
}
