import type { WsRequest } from '../lib/ws';
import { history } from './community';

/** `{"action":"history"}`: the newest messages, oldest first, to the caller only. */
export async function sendHistory({ reply }: WsRequest): Promise<void> {
  await reply({ event: 'chat_history', data: await history() });
}
