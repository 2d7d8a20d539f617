/**
 * What SES publishes through the configuration set's event destination (an SNS topic) for bounces
 * and complaints, as the worker reads it: which addresses must get no more mail, and why. Only a
 * permanent bounce marks an address; a transient one (a full mailbox, a greylisting server) is SES's
 * to retry, and an undetermined one is not proof enough either.
 */
import type { UndeliverableReason } from '../../shared/mail-delivery';
import { normaliseEmail } from '../../shared/validation';

/** One SNS record as Lambda receives it from a topic subscription (only what is read here). */
export interface SnsRecord {
  Sns?: { Message?: string };
}

export interface SnsEvent {
  Records?: SnsRecord[];
}

/** An address to mark, why, and when SES saw it happen. */
export interface Undeliverable {
  address: string;
  reason: UndeliverableReason;
  at: string;
}

interface SesRecipient {
  emailAddress?: unknown;
}

/** SES's event (`eventType`, configuration set publishing) or notification (`notificationType`). */
interface SesEvent {
  eventType?: unknown;
  notificationType?: unknown;
  bounce?: { bounceType?: unknown; bouncedRecipients?: SesRecipient[]; timestamp?: unknown };
  complaint?: { complainedRecipients?: SesRecipient[]; timestamp?: unknown };
}

const addressesOf = (recipients: SesRecipient[] | undefined): string[] =>
  (recipients ?? [])
    .map((recipient) => recipient.emailAddress)
    .filter((address): address is string => typeof address === 'string' && address.includes('@'))
    .map(normaliseEmail);

const timeOf = (value: unknown, fallback: string): string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : fallback;

/** The addresses one SES event makes undeliverable; none for any other event or a transient bounce. */
export function undeliverableIn(event: SesEvent, receivedAt: string): Undeliverable[] {
  const type = event.eventType ?? event.notificationType;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const at = timeOf(event.bounce.timestamp, receivedAt);
    return addressesOf(event.bounce.bouncedRecipients).map((address) => ({ address, reason: 'bounce', at }));
  }
  if (type === 'Complaint' && event.complaint) {
    const at = timeOf(event.complaint.timestamp, receivedAt);
    return addressesOf(event.complaint.complainedRecipients).map((address) => ({
      address,
      reason: 'complaint',
      at,
    }));
  }
  return [];
}

/**
 * Every SES event in an SNS delivery. A record whose message is no JSON object is counted as
 * unreadable and skipped: a retry would bring the same bytes.
 */
export function sesEventsIn(event: SnsEvent): { events: SesEvent[]; unreadable: number } {
  const events: SesEvent[] = [];
  let unreadable = 0;
  for (const record of event.Records ?? []) {
    try {
      const parsed: unknown = JSON.parse(record.Sns?.Message ?? '');
      if (parsed && typeof parsed === 'object') events.push(parsed as SesEvent);
      else unreadable++;
    } catch {
      unreadable++;
    }
  }
  return { events, unreadable };
}
