/**
 * The catalogue's pages for a view: the first page when the view changes, more on demand. Each
 * request carries a number; an answer that arrives after a newer request was made is dropped, so a
 * slow answer to "re" can never replace the list for "react". Requests that are no longer wanted
 * are aborted as well.
 */
import type { CatalogueFacets, CatalogueItem, CataloguePage } from '@shared/catalogue';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { messageOf, UNREACHABLE_MSG } from '../../../lib/api';
import { catalogueCallPath, readView } from '../catalogue-query';

export type PagesState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | {
      kind: 'ready';
      items: CatalogueItem[];
      total: number;
      facets: CatalogueFacets;
      next: string | null;
      loadingMore: boolean;
      moreFailed?: string;
    };

async function fetchPage(path: string, signal: AbortSignal): Promise<CataloguePage> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(t(UNREACHABLE_MSG));
  }
  const data: unknown = await response.json().catch(() => ({}));
  if (response.status !== 200) throw new Error(messageOf(data));
  return data as CataloguePage;
}

/** `viewKey`: the view's query string (`viewParams(view).toString()`), which names it by value. */
export function useCataloguePages(viewKey: string) {
  const [state, setState] = useState<PagesState>({ kind: 'loading' });
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const request = useCallback(
    (path: string, apply: (page: CataloguePage) => void, fail: (msg: string) => void) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const ticket = ++latest.current;
      fetchPage(path, controller.signal).then(
        (page) => {
          // A page of cards is the largest render the catalogue makes; as a transition React does it
          // in slices, and a tap or a key pressed meanwhile (the search box) is answered first.
          if (ticket === latest.current) startTransition(() => apply(page));
        },
        (error: unknown) => {
          if (ticket === latest.current && !controller.signal.aborted) fail((error as Error).message);
        },
      );
    },
    [],
  );

  const loadFirst = useCallback(() => {
    setState({ kind: 'loading' });
    request(
      catalogueCallPath(readView(new URLSearchParams(viewKey))),
      (page) => setState({ kind: 'ready', ...page, loadingMore: false }),
      (msg) => setState({ kind: 'failed', msg }),
    );
  }, [viewKey, request]);

  useEffect(() => {
    loadFirst();
    return () => inFlight.current?.abort();
  }, [loadFirst]);

  const loadMore = useCallback(() => {
    if (state.kind !== 'ready' || !state.next || state.loadingMore) return;
    const shown = state;
    setState({ ...shown, loadingMore: true, moreFailed: undefined });
    request(
      catalogueCallPath(readView(new URLSearchParams(viewKey)), shown.next ?? undefined),
      (page) =>
        setState({ ...page, kind: 'ready', items: [...shown.items, ...page.items], loadingMore: false }),
      (msg) => setState({ ...shown, loadingMore: false, moreFailed: msg }),
    );
  }, [state, viewKey, request]);

  return { state, loadMore, retry: loadFirst };
}
