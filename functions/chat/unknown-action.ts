import { CHAT_MESSAGES } from '../../shared/chat';
import { BadRequest } from '../lib/errors';

/** `$default`: a frame that is not JSON or names no known action gets an error frame. */
export async function unknownAction(): Promise<void> {
  throw new BadRequest(CHAT_MESSAGES.unknownAction);
}
