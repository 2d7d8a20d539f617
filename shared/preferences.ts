/**
 * What a learner told us they want to learn, asked once on their first dashboard (and changeable
 * there): categories of the catalogue and a language. Recommendations put matching courses first.
 * `null` in an answer means never asked; empty choices mean asked and skipped.
 */
import { LANGUAGES, type Language } from './constants';
import { type Field, object, type Result, textLength } from './validation';

export interface LearnerPreferences {
  categories: string[];
  /** null: any language. */
  language: Language | null;
}

export const PREFERENCE_LIMITS = {
  /** More than this many interests would be no preference at all. */
  categoriesMax: 8,
  /** Longer than any category the catalogue uses. */
  categoryMax: 60,
} as const;

export const PREFERENCE_MESSAGES = {
  saved: 'Your picks are updated.',
} as const;

const fail = (msg: string): Result<never> => ({ ok: false, msg });

/** A list of distinct, trimmed category names. */
const categoryList: Field<string[]> = (value, name) => {
  if (!Array.isArray(value)) return fail(`${name} must be a list.`);
  if (value.length > PREFERENCE_LIMITS.categoriesMax)
    return fail(`Choose at most ${PREFERENCE_LIMITS.categoriesMax} ${name}.`);
  const kept = new Set<string>();
  for (const entry of value) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (!text || textLength(text) > PREFERENCE_LIMITS.categoryMax)
      return fail(`Each of ${name} must be a category name.`);
    kept.add(text);
  }
  return { ok: true, value: [...kept] };
};

const languageChoice: Field<Language | null> = (value, name) =>
  value === null || value === undefined || value === ''
    ? { ok: true, value: null }
    : typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
      ? { ok: true, value: value as Language }
      : fail(`${name} must be one of ${LANGUAGES.join(', ')}, or null for any.`);

/** PUT /api/users/me/preferences */
export const preferencesSchema = object({ categories: categoryList, language: languageChoice });
