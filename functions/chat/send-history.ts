import { ws } from '../lib/ws';
import { history } from './community';

/** `{"action":"history"}`: the newest messages, oldest first, to the caller only. */
export const handler = ws('history', null, async ({ reply }) => {
  await reply({ event: 'chat_history', data: await history() });
});
