/**
 * Sending a course request and reading the list of requests. The list holds other people's e-mail
 * addresses, so only admins read all of it; a learner reads the requests they sent.
 */

import { message } from '../../shared/message';
import type { CourseRequestInput } from '../../shared/requests';
import type { CourseRequest } from '../../shared/types';
import { normaliseEmail } from '../../shared/validation';
import { listAllRequests, listRequestsBy, putRequest } from '../data/course-requests';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { newId } from '../lib/crypto';
import { TooMany, Unauthorized } from '../lib/errors';
import type { SessionUser } from '../lib/session';

export const REQUEST_SENT_MSG = "Thank you! We received your request and we'll get back to you soon.";
export const TOO_MANY_REQUESTS_MSG = message(
  'You can send up to {limit} course requests a day. Please try again tomorrow.',
  { limit: RATE_LIMITS.courseRequestsPerLearner.limit },
);

export async function submitRequest(author: SessionUser, input: CourseRequestInput): Promise<string> {
  const requestId = newId();
  const stored = await putRequest(
    {
      _id: requestId,
      userId: author.userId,
      name: input.name,
      email: normaliseEmail(input.email),
      ...(input.topic ? { topic: input.topic } : {}),
      playlist: input.playlist,
      message: input.message,
      status: 'new',
      createdAt: new Date().toISOString(),
    },
    RATE_LIMITS.courseRequestsPerLearner,
  );
  if (!stored.ok && stored.refused === 'rate-limited') throw new TooMany(TOO_MANY_REQUESTS_MSG);
  if (!stored.ok) throw new Unauthorized();
  return requestId;
}

export const requestsFor = (reader: SessionUser): Promise<CourseRequest[]> =>
  reader.role === 'admin' ? listAllRequests() : listRequestsBy(reader.userId);
