import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api';

export type PageData<T> =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; data: T };

/**
 * Loads what a page shows for the id in its address: 404 means it does not exist, any other
 * failure is worth a retry. A late answer for an id the address no longer names is dropped, so a
 * quick move between pages never shows the previous one's data; `onFailure` hears only current
 * failures (not 404s).
 */
export function usePageData<T>(
  id: string,
  load: (id: string) => Promise<ApiResult<T>>,
  onFailure?: (answer: ApiResult<T>) => void,
) {
  const [state, setState] = useState<PageData<T>>({ kind: 'loading' });
  const shownId = useRef(id);
  shownId.current = id;
  // The callbacks may be new on every render; only a new id starts a new load.
  const calls = useRef({ load, onFailure });
  calls.current = { load, onFailure };

  const reload = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await calls.current.load(id);
    if (shownId.current !== id) return;
    if (answer.status === 404) return setState({ kind: 'missing' });
    if (answer.status !== 200) {
      calls.current.onFailure?.(answer);
      return setState({ kind: 'failed' });
    }
    setState({ kind: 'ready', data: answer.data });
  }, [id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Replaces what is shown, after a change the page made itself. */
  const show = useCallback((data: T) => setState({ kind: 'ready', data }), []);

  return { state, reload, show };
}
