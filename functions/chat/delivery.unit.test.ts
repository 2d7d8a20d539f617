import { LIMITS } from '../../shared/constants';
import type { ChatMessage } from '../../shared/types';
import { windowFrames } from './delivery';
import { CHAT_DELIVERY } from './settings';

const presence = { event: 'presence', data: { online: 46 } };

/** `count` messages of the longest text, in characters that take the most bytes. */
const longest = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    _id: `1795863992718-${String(i).padStart(8, '0')}`,
    user: 'Asha Raman',
    message: '\u{1F600}'.repeat(LIMITS.chatMessageMax),
    createdAt: '2026-11-28T11:06:32.718Z',
    ref: `ref${i}`,
  }));

describe('the socket messages of a window', () => {
  it('is one for a window that fits: its messages oldest first, the room’s count last', () => {
    const messages = longest(3);
    expect(windowFrames(messages, presence)).toEqual([
      [...messages.map((data) => ({ event: 'chat', data })), presence],
    ]);
  });

  it('cuts a busy window into messages of at most the billed 32 KB, losing and reordering nothing', () => {
    const messages = longest(200);
    const batches = windowFrames(messages, presence);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) {
      expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThanOrEqual(CHAT_DELIVERY.maxFrameBytes);
    }
    const frames = batches.flat();
    expect(frames.filter((f) => f.event === 'chat').map((f) => f.data)).toEqual(messages);
    expect(frames.filter((f) => f.event === 'presence')).toHaveLength(1);
    expect(frames.at(-1)).toBe(presence);
  });
});
