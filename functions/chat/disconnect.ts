import type { WsRequest } from '../runtime/ws';
import { leave } from './community';

export async function disconnect({ connectionId }: WsRequest): Promise<void> {
  await leave(connectionId);
}
