import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { restartSession } from '../../web/src/features/auth/session-store';

// Typing into forms with user-event is slow on a loaded 2-core machine. (Jest reads `testTimeout`
// only from the top level of its config, not from a project's.)
jest.setTimeout(30_000);

// Pages show loaded data through Suspense, which React reveals in batches (up to 300 ms late); on a
// busy machine that adds up, so the find* queries wait longer than their 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts as a fresh page load in a browser that holds the session marker cookie, so the
// app asks the server for the session (each test's stubbed fetch answers). Tests of an anonymous
// visit remove the cookie.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'lf_session=1; Path=/';
  restartSession();
});
