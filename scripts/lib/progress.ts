/**
 * Progress of a long operator command: a bar redrawn in place on a terminal, or a plain line now
 * and then when the output goes to a file or a CI log. Rate and time left are measured over the
 * whole run so far, which is steady enough for an import that runs for minutes.
 */
export interface Progress {
  done: number;
  total: number;
  elapsedMs: number;
}

const BAR_WIDTH = 24;
const number = (n: number) => n.toLocaleString('en-US');

/** "1:05" for 65 s, "1:02:05" past an hour; "?" before anything was done. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function rateAndEta({ done, total, elapsedMs }: Progress): { perSecond: number; secondsLeft: number } {
  const perSecond = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const secondsLeft = perSecond > 0 ? (total - done) / perSecond : Number.POSITIVE_INFINITY;
  return { perSecond, secondsLeft };
}

/** `[#########...............]  37% 37,000/100,000 courses · 1,850/s · 0:34 left` */
export function progressBar(progress: Progress, unit: string): string {
  const share = progress.total > 0 ? progress.done / progress.total : 1;
  const filled = Math.round(share * BAR_WIDTH);
  const { perSecond, secondsLeft } = rateAndEta(progress);
  return (
    `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ` +
    `${number(progress.done)}/${number(progress.total)} ${unit} · ${number(Math.round(perSecond))}/s · ` +
    `${formatDuration(secondsLeft)} left`
  );
}

/** `37,000 of 100,000 courses (37%), 1,850 a second, about 0:34 left` */
export function progressLine(progress: Progress, unit: string): string {
  const share = progress.total > 0 ? progress.done / progress.total : 1;
  const { perSecond, secondsLeft } = rateAndEta(progress);
  return (
    `${number(progress.done)} of ${number(progress.total)} ${unit} (${Math.floor(share * 100)}%), ` +
    `${number(Math.round(perSecond))} a second, about ${formatDuration(secondsLeft)} left`
  );
}

export interface ProgressOutput {
  /** On a terminal: redraws the status line in place, and ends it. */
  terminal?: { redraw: (text: string) => void; end: () => void };
  /** Elsewhere: writes a line. */
  line: (text: string) => void;
}

/**
 * Reports progress without flooding the output: a terminal gets its bar redrawn at most every
 * 100 ms, a log a line at most every 5 s; both get the last state, so 100 % is always shown.
 */
export function progressReporter(
  output: ProgressOutput,
  unit: string,
  now: () => number = Date.now,
): { update(done: number, total: number): void; finish(): void } {
  const started = now();
  const every = output.terminal ? 100 : 5_000;
  let shownAt = Number.NEGATIVE_INFINITY;
  let unshown: Progress | undefined;
  const show = (progress: Progress) => {
    shownAt = now();
    unshown = undefined;
    if (output.terminal) output.terminal.redraw(progressBar(progress, unit));
    else output.line(progressLine(progress, unit));
  };
  return {
    update(done, total) {
      unshown = { done, total, elapsedMs: now() - started };
      if (now() - shownAt >= every) show(unshown);
    },
    finish() {
      if (unshown) show(unshown);
      output.terminal?.end();
    },
  };
}
