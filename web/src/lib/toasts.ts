/**
 * The toast library, loaded on demand: it is kept out of the first page's JavaScript (app/toaster.tsx
 * mounts it once the visitor acts, or once the browser is idle for a learner).
 */
export type ToastLibrary = typeof import('sonner');

let loaded: ToastLibrary | undefined;

/** The library when it has loaded, else undefined. */
export const loadedToasts = (): ToastLibrary | undefined => loaded;

export function whenToastsLoaded(): Promise<ToastLibrary> {
  return import('sonner').then((library) => {
    loaded = library;
    return library;
  });
}

type ToastKind = 'success' | 'info' | 'warning' | 'error';

const deferred =
  (kind: ToastKind) =>
  (message: string, mark?: { id: string }): void => {
    void whenToastsLoaded().then((library) => library.toast[kind](message, mark));
  };

/**
 * Raises a toast once the library is here (a moment later, the first time). For the pages people
 * land on (login, a course's page): importing the library itself would bring its code and its
 * stylesheet into the page's start, and a toast there only ever follows a press, by which time the
 * library is loading.
 */
export const deferredToast: Record<ToastKind, (message: string, mark?: { id: string }) => void> = {
  success: deferred('success'),
  info: deferred('info'),
  warning: deferred('warning'),
  error: deferred('error'),
};

/**
 * How long a toast lives when the learner moves to another page. A toast speaks of the page it was
 * raised on, so a move dismisses it (app/toast-library.ts), with two exceptions marked when raised:
 * - `lasting`: a failure that still matters elsewhere (a tick, a note or a like that was not stored),
 *   kept until dismissed or for its normal duration;
 * - `forNextPage`: the news that is the reason for a move ("Enrolled"), kept through that one move.
 * The mark is the toast's id, which the library keeps with the toast.
 */
const LASTING = 'lasting:';
const FOR_NEXT_PAGE = 'next-page:';

let serial = 0;
/** Page moves so far: a toast for the next page remembers on which page it was raised. */
let moves = 0;

export const lasting = (): { id: string } => ({ id: `${LASTING}${++serial}` });

export const forNextPage = (): { id: string } => ({ id: `${FOR_NEXT_PAGE}${moves}:${++serial}` });

/**
 * Counts a move to another page and tells, for each toast shown, whether it stays: lasting ones do,
 * and ones raised for the next page on the page just left; a toast for the next page shown only
 * after the move (raised before the library arrived) goes at the move after.
 */
export function keptAfterMove(): (id: string | number) => boolean {
  const left = moves++;
  return (id) =>
    typeof id === 'string' && (id.startsWith(LASTING) || id.startsWith(`${FOR_NEXT_PAGE}${left}:`));
}
