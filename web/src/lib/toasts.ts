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
  (message: string): void => {
    void whenToastsLoaded().then((library) => library.toast[kind](message));
  };

/**
 * Raises a toast once the library is here (a moment later, the first time). For the pages people
 * land on (login, a course's page): importing the library itself would bring its code and its
 * stylesheet into the page's start, and a toast there only ever follows a press, by which time the
 * library is loading.
 */
export const deferredToast: Record<ToastKind, (message: string) => void> = {
  success: deferred('success'),
  info: deferred('info'),
  warning: deferred('warning'),
  error: deferred('error'),
};
