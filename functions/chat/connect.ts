import { ws } from '../lib/ws';
import { join } from './community';

/** `$connect`: only logged-in learners from our own origin get a socket (401/403 otherwise). */
export const handler = ws('$connect', null, async ({ connectionId, user }) => {
  await join(connectionId, user);
});
