import '@testing-library/jest-dom';
// Testing Library's core rather than its React binding: the files that test logic alone then skip
// loading React DOM, and the binding, loaded by the files that render, shares this configuration.
import { configure, getConfig } from '@testing-library/dom';
import { restartSession } from '../../web/src/features/auth/session-store';

// Typing into forms with user-event is slow on a loaded 2-core machine. (Jest reads `testTimeout`
// only from the top level of its config, not from a project's.)
jest.setTimeout(30_000);

// A find* query or waitFor retries its query after every change to the page until it passes, and
// each failed try builds an error. Testing Library's own builder prints the whole page into each
// one, which cost more CPU than the queries themselves on the large pages, while only the last
// try's error is ever read (when the wait times out). So an error built during a wait prints the
// page when its message is first read, which is at that timeout, with the page as it is then.
const printPage = getConfig().getElementError;
// Testing Library's own (internal) mark of a wait in progress; were it gone, errors print at once
// as before, which is slower but still right.
type DiagnosticsFlag = { _disableExpensiveErrorDiagnostics?: boolean };

function printPageWhenRead(message: string, container: Element): Error {
  const error = new Error(message);
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => {
      printed ??= printPage(message, container).message;
      return printed;
    },
    set: (value: string) => {
      printed = value;
    },
  });
  return error;
}

configure({
  // Pages show loaded data through Suspense, which React reveals in batches (up to 300 ms late); on
  // a busy machine that adds up, so the find* queries wait longer than their 1 s default.
  asyncUtilTimeout: 5_000,
  getElementError(message, container) {
    const waiting = (getConfig() as DiagnosticsFlag)._disableExpensiveErrorDiagnostics;
    return waiting && message !== null
      ? printPageWhenRead(message, container)
      : printPage(message, container);
  },
});

// Each test starts as a fresh page load in a browser that holds the session marker cookie, so the
// app asks the server for the session (each test's stubbed fetch answers). Tests of an anonymous
// visit remove the cookie.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'lf_session=1; Path=/';
  restartSession();
});
