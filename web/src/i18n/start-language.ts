/**
 * The page's language as the app starts: from its address, said in the `lang` attribute (screen
 * readers' voice, the browser's fonts and hyphenation, the `:lang(hi)` font stack), with the shell's
 * translations loaded.
 */
import { loadMessages } from './catalogues';
import { languageOfPath, setCurrentLanguage } from './language';

/** Resolves once the shell's translations are in; without them (offline, a release replaced them) the page still works, in English. */
export function startPageLanguage(pathname: string): Promise<void> {
  const language = languageOfPath(pathname);
  setCurrentLanguage(language);
  document.documentElement.lang = language;
  return loadMessages(language, ['shell']).catch(() => undefined);
}
