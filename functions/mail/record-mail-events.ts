import { markUndeliverable } from '../data/mail-delivery';
import type { WorkerRequest } from '../runtime/worker';
import { type SnsEvent, sesEventsIn, undeliverableIn } from './ses-events';

/**
 * The worker the SES event topic invokes: marks each account whose address bounced for good or
 * complained, so the product mails it no more. Idempotent (SNS delivers at least once, and Lambda
 * retries a failed run): a mark already set stays as it was. An address no account holds is only
 * counted. The run's log line holds counts, never an address.
 */
export async function recordMailEvents({ payload }: WorkerRequest<SnsEvent>) {
  const receivedAt = new Date().toISOString();
  const { events, unreadable } = sesEventsIn(payload);
  const marks = events.flatMap((event) => undeliverableIn(event, receivedAt));
  const results = await Promise.all(
    marks.map(({ address, reason, at }) => markUndeliverable(address, { reason, at })),
  );
  const marked = results.filter(Boolean).length;
  return {
    events: events.length,
    unreadable,
    marked,
    // Mail to an address no account holds (any more): nothing to mark.
    withoutAccount: results.length - marked,
  };
}
