import { ws } from '../lib/ws';
import { leave } from './community';

export const handler = ws('$disconnect', null, async ({ connectionId }) => {
  await leave(connectionId);
});
