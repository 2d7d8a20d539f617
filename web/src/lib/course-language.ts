/**
 * The language a course is taught in (`english`, `hindi`: its data, see shared/constants.ts), as the
 * reader's interface names it: the value itself on an English page (the stylesheet capitalises it),
 * "अंग्रेज़ी"/"हिंदी" on a Hindi one.
 */
import type { Language } from '@shared/constants';
import { msg, t } from '../i18n';

const NAMES: Record<Language, string> = { english: msg('english'), hindi: msg('hindi') };

export const courseLanguageName = (language: string): string =>
  language in NAMES ? t(NAMES[language as Language]) : language;
