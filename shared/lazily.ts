/**
 * A value made on first use, then kept. For the `Intl` formatters and segmenters: a page's first
 * `Intl` object loads the browser's locale data, some 30–70 ms of main thread on a mid-range phone,
 * so one made as a module loads lengthens the page's start even when nothing on it is formatted.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
