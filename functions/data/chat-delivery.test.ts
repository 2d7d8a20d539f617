/**
 * The room's delivery windows against DynamoDB Local: the first sender opens one, the others find it
 * open, the next opens where the last ended, and a window after a quiet spell reaches back only so
 * far. Each test uses a room of its own and gives the time itself.
 */
import { randomBytes } from 'node:crypto';
import { messagesBetween, saveMessage } from './chat';
import { enterDeliveryWindow, WINDOW_LOOKBACK_MS } from './chat-delivery';
import { RATE_LIMITS } from './rate-limit-table';
import { createUser } from './users';

const room = () => `test-${randomBytes(4).toString('hex')}`;
const T = Date.UTC(2026, 10, 28, 12, 0, 0);

it('lets exactly one of many senders at once open the window, and tells the others which one is open', async () => {
  const where = room();
  const entered = await Promise.all(Array.from({ length: 8 }, () => enterDeliveryWindow(where, T, 1_000)));
  expect(entered.filter((w) => w.opened)).toHaveLength(1);
  for (const window of entered) expect(window).toMatchObject({ until: T + 1_000 });
  // The first window of a room reaches back no further than the lookback.
  expect(new Set(entered.map((w) => w.after))).toEqual(new Set([T - WINDOW_LOOKBACK_MS]));
});

it('opens the next window where the last one ended, once it has ended', async () => {
  const where = room();
  await enterDeliveryWindow(where, T, 1_000);
  expect(await enterDeliveryWindow(where, T + 999, 1_000)).toEqual({
    opened: false,
    after: T - WINDOW_LOOKBACK_MS,
    until: T + 1_000,
  });
  expect(await enterDeliveryWindow(where, T + 1_000, 1_000)).toEqual({
    opened: true,
    after: T + 1_000,
    until: T + 2_000,
  });
  // After a quiet minute the window starts from the lookback, not from the last window's end.
  expect(await enterDeliveryWindow(where, T + 60_000, 1_000)).toEqual({
    opened: true,
    after: T + 60_000 - WINDOW_LOOKBACK_MS,
    until: T + 61_000,
  });
});

it('reads the messages stored after the window began and up to its end, oldest first, with their tags', async () => {
  const where = room();
  const author = { _id: randomBytes(8).toString('hex'), name: 'Asha' };
  await createUser({
    ...author,
    email: `${author._id}@example.org`,
    passwordHash: 'x',
    role: 'user',
    createdAt: new Date().toISOString(),
  });
  const saved = [];
  for (const ref of ['one', 'two', 'three']) {
    const outcome = await saveMessage(
      where,
      { user: author.name, userId: author._id, message: `message ${ref}`, ref },
      RATE_LIMITS.chatMessagesPerLearner,
    );
    if (!outcome.ok) throw new Error(`not stored: ${outcome.refused}`);
    saved.push(outcome.value);
    // Each in a millisecond of its own, so a window can fall between them.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const times = saved.map((m) => Date.parse(m.createdAt));
  const all = await messagesBetween(where, times[0]! - 1, times[2]!);
  expect(all.map((m) => m.message)).toEqual(['message one', 'message two', 'message three']);
  expect(all.map((m) => m.ref)).toEqual(['one', 'two', 'three']);
  expect(all[0]).not.toHaveProperty('userId');
  // The window's start is not in it (the window before read it); its end is.
  const later = await messagesBetween(where, times[0]!, times[2]!);
  expect(later.map((m) => m.message)).toEqual(['message two', 'message three']);
});
