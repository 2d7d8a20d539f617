import '@testing-library/jest-dom';

// Typing into forms with user-event is slow on a loaded 2-core machine. (Jest reads `testTimeout`
// only from the top level of its config, not from a project's.)
jest.setTimeout(30_000);
