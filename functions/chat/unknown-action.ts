import { CHAT_MESSAGES } from '../../shared/chat';
import { BadRequest } from '../lib/errors';
import { ws } from '../lib/ws';

/** `$default`: a frame that is not JSON or names no known action gets an error frame. */
export const handler = ws('$default', null, async () => {
  throw new BadRequest(CHAT_MESSAGES.unknownAction);
});
