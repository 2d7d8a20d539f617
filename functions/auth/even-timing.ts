/**
 * Answers that must not reveal whether an address has an account also must not take longer when it
 * has one. Only a known address costs a token write and a mail (tens to hundreds of milliseconds),
 * so those calls answer no sooner than a fixed time after they started, whichever way they went:
 * `config.evenAnswerMs`, one second, well above a token write plus an SES call in the usual case. A
 * mail slower than this still shows; it is rare, and it shows as noise rather than as a steady signal.
 */

/** Runs `work` and settles (with its result or its error) no sooner than `ms` after the start. */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const outcome = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const left = started + ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
