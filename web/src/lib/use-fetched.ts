/**
 * Something asked once the component is up, and again whenever its inputs change: `load()` runs
 * after mount and after each change of `deps` (or a retry). Only the answer to the latest ask is
 * shown: one that comes after unmount, after the inputs changed or after a retry is dropped, so an
 * older answer never replaces a newer one. Until the latest answer comes, `data` is undefined and
 * `loading` true, whatever an earlier input brought; what is shown always belongs to the inputs of
 * this render.
 */
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export interface Fetched<T> {
  /** The latest answer, or undefined while it is on its way (or when the ask failed). */
  data: T | undefined;
  /** What `load` threw or rejected with; undefined unless the latest ask failed. */
  error: unknown;
  loading: boolean;
  /** Asks again with the same inputs, dropping the answer shown until the new one comes. */
  retry(): void;
  /** Changes the answer shown (after a local edit, or a fresher read); nothing while loading. */
  update(change: (data: T) => T): void;
}

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

interface Answer<T> {
  /** The inputs (and the attempt) it answers. */
  key: readonly unknown[];
  outcome: Outcome<T>;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

export function useFetched<T>(load: () => Promise<T>, deps: DependencyList): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const key = [...deps, attempt];

  useEffect(() => {
    let live = true;
    const settle = (outcome: Outcome<T>) => {
      if (live) setAnswer({ key, outcome });
    };
    load().then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => settle({ ok: false, error }),
    );
    return () => {
      live = false;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's inputs and the attempt are the trigger; `load` is read when they change
  }, key);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((current) =>
        current?.outcome.ok
          ? { key: current.key, outcome: { ok: true, data: change(current.outcome.data) } }
          : current,
      ),
    [],
  );

  const outcome = answer && sameKey(answer.key, key) ? answer.outcome : null;
  return {
    data: outcome?.ok ? outcome.data : undefined,
    error: outcome && !outcome.ok ? outcome.error : undefined,
    loading: outcome === null,
    retry,
    update,
  };
}
