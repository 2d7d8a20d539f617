import type { WsRequest } from '../runtime/ws';
import { join } from './community';

/** `$connect`: only logged-in learners from our own origin get a socket (401/403 otherwise). */
export async function connect({ connectionId, user, language }: WsRequest): Promise<void> {
  await join(connectionId, await user(), language);
}
