/**
 * What a page loads for its address, through its route's loader. Loaders start the request when
 * navigation starts (alongside the page's code) and hand the promise over un-awaited, so the page
 * shows its loading state at once and fills in when the answer comes (see route-data.tsx).
 */
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type ApiResult, isUnreachable, messageOf, UNREACHABLE_MSG } from './api';

/**
 * 404 means the thing does not exist; any other failure is worth a retry. No answer or a 5xx is told
 * as LearnFree being out of reach, whatever the server (or a gateway in front of it) put in its body.
 */
export type PageData<T> =
  | { kind: 'missing' }
  | { kind: 'failed'; status: number; msg: string }
  | { kind: 'ready'; data: T };

/** An API answer as page data. */
export async function pageData<T>(answer: Promise<ApiResult<T>>): Promise<PageData<T>> {
  const { status, data } = await answer;
  if (status === 404) return { kind: 'missing' };
  if (isUnreachable(status)) return { kind: 'failed', status, msg: UNREACHABLE_MSG };
  if (status !== 200) return { kind: 'failed', status, msg: messageOf(data) };
  return { kind: 'ready', data };
}

/**
 * What a loader hands over: the promise while it loads, or the value itself when the page was
 * rendered ahead of time with its data.
 */
export type Loaded<T> = Promise<T> | T;

/** How a load stands: its status, and its value or reason once settled. */
type Settling<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * How `data` stands now. A promise is marked as it settles, as React's own `use` marks the promises
 * it reads; what is handed back stays as it was when asked.
 */
export function track<T>(data: Loaded<T>): Settling<T> {
  if (!(data instanceof Promise)) return { status: 'fulfilled', value: data };
  const promise: Promise<T> & Settling<T> = data;
  if (promise.status === undefined) {
    promise.status = 'pending';
    // Returning nothing: handing back the promise itself would make a rejection unhandled.
    promise.then(
      (value) => void Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
    );
  }
  return { status: promise.status, value: promise.value, reason: promise.reason };
}

/**
 * The loaded value, or a suspension until it is there. Throwing the promise, as React Router's
 * `Await` does, rather than `use()`: a promise read by `use()` during an update inside a test's
 * `act()` is never retried, and the page would stay on its loading state.
 */
function read<T>(data: Loaded<T>): T {
  const state = track(data);
  if (state.status === 'fulfilled') return state.value as T;
  throw state.status === 'rejected' ? state.reason : data;
}

interface ViewProps<T> {
  data: Loaded<PageData<T>>;
  onFailure?: (failure: Extract<PageData<T>, { kind: 'failed' }>) => void;
  children: (state: PageData<T>) => ReactNode;
}

function Reported<T>({ data, onFailure, children }: ViewProps<T>) {
  // Suspends until the answer is there; the loader's promise is kept for the navigation, so each
  // render finds the same one.
  const state = read(data);
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
export function PageDataView<T>({ fallback, ...view }: ViewProps<T> & { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={fallback}>
      <Reported {...view} />
    </Suspense>
  );
}
