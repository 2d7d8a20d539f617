/**
 * Runs each test of a file on a Hindi page: before each, the page at `path` (under /hi/) with the
 * Hindi catalogues of `parts` loaded; after each, English again, as the next file expects.
 */
import { loadMessages, type MessagePart, setCurrentLanguage, startPageLanguage } from '../../../web/src/i18n';

export function onHindiPage(path: string, parts: readonly MessagePart[]) {
  beforeEach(async () => {
    await startPageLanguage(path);
    await loadMessages('hi', parts);
  });
  afterEach(() => {
    setCurrentLanguage('en');
    document.documentElement.lang = 'en';
  });
}
