/**
 * Stops the clock that `Date` reads, and nothing else: timers, microtasks and animation frames stay
 * real, so the code under test runs as it does, while a test moves time itself with
 * `jest.setSystemTime` (a window, a lifetime) instead of depending on how fast the machine is.
 */
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
