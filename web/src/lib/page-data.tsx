/**
 * What a page loads for its address, through its route's loader. Loaders start the request when
 * navigation starts (alongside the page's code) and hand the promise over un-awaited, so the page
 * shows its loading state at once and fills in when the answer comes.
 */
import { type ReactNode, Suspense, useEffect } from 'react';
import { Await, useLocation } from 'react-router-dom';
import { type ApiResult, messageOf } from './api';

/** 404 means the thing does not exist; any other failure is worth a retry. */
export type PageData<T> =
  | { kind: 'missing' }
  | { kind: 'failed'; status: number; msg: string }
  | { kind: 'ready'; data: T };

/** An API answer as page data. */
export async function pageData<T>(answer: Promise<ApiResult<T>>): Promise<PageData<T>> {
  const { status, data } = await answer;
  if (status === 404) return { kind: 'missing' };
  if (status !== 200) return { kind: 'failed', status, msg: messageOf(data) };
  return { kind: 'ready', data };
}

/**
 * What a loader hands over: the promise while it loads, or the value itself when the page was
 * rendered ahead of time with its data.
 */
export type Loaded<T> = Promise<T> | T;

function Reported<T>({
  state,
  onFailure,
  children,
}: {
  state: PageData<T>;
  onFailure?: (failure: Extract<PageData<T>, { kind: 'failed' }>) => void;
  children: (state: PageData<T>) => ReactNode;
}) {
  // Once per answer: a new load brings a new state object.
  useEffect(() => {
    if (state.kind === 'failed') onFailure?.(state);
  }, [state, onFailure]);
  return children(state);
}

/**
 * Shows `fallback` until `data` is there, then `children` with it. `onFailure` hears each failed
 * answer once (not 404s). Each address starts with its loading state; a reload of the same address
 * (a retry, fresher data) keeps what is shown until the new answer arrives.
 */
export function PageDataView<T>({
  data,
  fallback,
  onFailure,
  children,
}: {
  data: Loaded<PageData<T>>;
  fallback: ReactNode;
  onFailure?: (failure: Extract<PageData<T>, { kind: 'failed' }>) => void;
  children: (state: PageData<T>) => ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={fallback}>
      <Await resolve={data}>
        {(state: PageData<T>) => (
          <Reported state={state} onFailure={onFailure}>
            {children}
          </Reported>
        )}
      </Await>
    </Suspense>
  );
}
