/**
 * The interface in English and Hindi: how to mark a text, plurals, values, dates and where the
 * Hindi goes are in docs/translating.md.
 */
export { loadMessages, type MessagePart } from './catalogues';
// Choosing a language is loaded when it happens (app/language-switch.tsx imports ./choose-language).
export { navigation } from './choose-language';
export {
  appPathOf,
  basenameOf,
  chosenLanguage,
  currentLanguage,
  languageOfPath,
  pathIn,
  setCurrentLanguage,
} from './language';
export { startPageLanguage } from './start-language';
export { Trans } from './trans';
export { msg, t } from './translate';
