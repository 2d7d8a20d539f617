/**
 * How the local stack's process ends. Ctrl-C, SIGTERM and SIGHUP (a closed terminal) run every
 * registered stop and exit; an uncaught exception or an unhandled rejection is reported and does the
 * same with exit code 1; when a parent that started us over IPC goes away, we go too. A second signal
 * exits at once. Whatever happens, the child processes end with us (children.ts).
 */

/** How long the parts get to stop before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;

export interface Lifecycle {
  /** Runs `stop` on the way out, after the stops registered before it (so register in start order). */
  onStop(stop: () => Promise<void>): void;
}

export function endWithProcess(): Lifecycle {
  const stops: Array<() => Promise<void>> = [];
  let ending = false;

  const end = (code: number) => {
    if (ending) process.exit(code);
    ending = true;
    setTimeout(() => process.exit(code), STOP_DEADLINE_MS).unref();
    // Last started, first stopped: the gateway goes before the storage its handlers use.
    const inReverse = [...stops].reverse();
    void (async () => {
      for (const stop of inReverse) await stop().catch((error: unknown) => console.error(error));
      process.exit(code);
    })();
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => end(0));
  const crash = (error: unknown) => {
    console.error('The local stack stopped after an unexpected error:', error);
    end(1);
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
  if (process.connected) process.on('disconnect', () => end(0));

  return { onStop: (stop) => stops.push(stop) };
}
