import type { WsRequest } from '../runtime/ws';
import { online } from './community';

/** `{"action":"presence"}`: how many are in the room now, to the caller only. */
export async function sendPresence({ reply }: WsRequest): Promise<void> {
  await reply({ event: 'presence', data: { online: await online() } });
}
