/**
 * Every chat frame is counted against its route's per-connection limit before its body is read or
 * its handler runs: a client in a loop must not turn each frame into a Lambda run, a Query and an
 * answer. The first frame over the limit is refused with one "too fast" error frame; the rest of the
 * window's frames are dropped unanswered, because every answer is itself a management API call.
 */
import { CHAT_MESSAGES } from '../../shared/chat';
import { countFrame } from '../data/frame-counts';
import type { RateLimit } from '../data/rate-limits';
import { TooMany } from '../lib/errors';

/** True when the frame may be served; false when it is to be dropped; 429 for the first one over. */
export async function admitFrame(rule: RateLimit, connectionId: string): Promise<boolean> {
  const count = await countFrame(rule, connectionId);
  if (count === 'first-over') throw new TooMany(CHAT_MESSAGES.tooFast);
  return count === 'within';
}
