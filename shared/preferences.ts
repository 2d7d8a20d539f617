/**
 * A learner's preferences, one route for all (`PUT /api/users/me/preferences`, any subset of the
 * fields; what is left out keeps its value):
 *
 * - what they want to learn, asked once on their first dashboard (and changeable there): categories
 *   of the catalogue and a language. Recommendations put matching courses first. The dashboard's
 *   `preferences` is `null` until asked; empty choices mean asked and skipped.
 * - how the site looks and speaks: the interface's language and the colour theme;
 * - how the player plays: speed, captions, and whether the next lesson follows on its own.
 */
import { LANGUAGES, type Language } from './constants';
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from './locale';
import { fieldName, type Message, message } from './message';
import { THEMES, type Theme } from './theme';
import { type Field, fail, type Result, type Schema, textLength } from './validation';

/** What the learner wants to learn: the answer to the dashboard's first question. */
export interface LearnerPreferences {
  categories: string[];
  /** null: any language. */
  language: Language | null;
}

/** The speeds YouTube's player offers. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** How the player plays, on every lesson and device. */
export interface PlayerSettings {
  playbackRate: PlaybackRate;
  captions: boolean;
  /** When a lesson's video ends, the next lesson starts on its own (never after the last). */
  autoplayNext: boolean;
}

/** Everything the route sets, each field optional. */
export interface PreferencesUpdate extends Partial<LearnerPreferences>, Partial<PlayerSettings> {
  uiLanguage?: UiLanguage;
  theme?: Theme;
}

/** The preferences as `GET /api/users/me` answers them: every field, defaults filled in. */
export interface AccountPreferences extends LearnerPreferences, PlayerSettings {
  /** False until the learner answered (or skipped) the dashboard's question on their interests. */
  interestsAnswered: boolean;
  uiLanguage: UiLanguage;
  theme: Theme;
}

/** What an account that never chose anything gets. */
export const DEFAULT_PREFERENCES: AccountPreferences = {
  categories: [],
  language: null,
  interestsAnswered: false,
  uiLanguage: 'en',
  theme: 'system',
  playbackRate: 1,
  captions: false,
  autoplayNext: false,
};

export const PREFERENCE_LIMITS = {
  /** More than this many interests would be no preference at all. */
  categoriesMax: 8,
  /** Longer than any category the catalogue uses. */
  categoryMax: 60,
} as const;

export const PREFERENCE_FIELDS = [
  'categories',
  'language',
  'uiLanguage',
  'theme',
  'playbackRate',
  'captions',
  'autoplayNext',
] as const satisfies ReadonlyArray<keyof PreferencesUpdate>;

export const PREFERENCE_MESSAGES = {
  saved: 'Your picks are updated.',
  nothingSent: `Send at least one preference to change: ${PREFERENCE_FIELDS.join(', ')}.`,
} as const;

const pass = <T>(value: T): Result<T> => ({ ok: true, value });
const listed = (values: readonly unknown[]) => values.map(String).join(', ');
/** The refusal of a value outside `values` for the field `name`. */
const notOneOf = (name: string, values: readonly unknown[]): Message =>
  message('{name} must be one of {values}.', { name: fieldName(name), values: listed(values) });

/** A list of distinct, trimmed category names. */
const categoryList: Field<string[]> = (value, name) => {
  if (!Array.isArray(value)) return fail(message('{name} must be a list.', { name: fieldName(name) }));
  if (value.length > PREFERENCE_LIMITS.categoriesMax)
    return fail(
      message('Choose at most {max} {name}.', {
        max: PREFERENCE_LIMITS.categoriesMax,
        name: fieldName(name),
      }),
    );
  const kept = new Set<string>();
  for (const entry of value) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    if (!text || textLength(text) > PREFERENCE_LIMITS.categoryMax)
      return fail(message('Each of {name} must be a category name.', { name: fieldName(name) }));
    kept.add(text);
  }
  return pass([...kept]);
};

const languageChoice: Field<Language | null> = (value, name) =>
  value === null || value === ''
    ? pass(null)
    : typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
      ? pass(value as Language)
      : fail(
          message('{name} must be one of {values}, or null for any.', {
            name: fieldName(name),
            values: LANGUAGES.join(', '),
          }),
        );

/** One of a fixed list of values, refused with the list. */
const oneOf =
  <T>(values: readonly T[]): Field<T> =>
  (value, name) =>
    values.includes(value as T) ? pass(value as T) : fail(notOneOf(name, values));

const trueOrFalse: Field<boolean> = (value, name) =>
  typeof value === 'boolean'
    ? pass(value)
    : fail(message('{name} must be true or false.', { name: fieldName(name) }));

export const isPlaybackRate = (value: unknown): value is PlaybackRate =>
  (PLAYBACK_RATES as readonly unknown[]).includes(value);

const FIELD_RULES: { [K in keyof Required<PreferencesUpdate>]: Field<Required<PreferencesUpdate>[K]> } = {
  categories: categoryList,
  language: languageChoice,
  uiLanguage: (value, name) => (isUiLanguage(value) ? pass(value) : fail(notOneOf(name, UI_LANGUAGES))),
  theme: oneOf(THEMES),
  playbackRate: (value, name) =>
    isPlaybackRate(value)
      ? pass(value)
      : fail(
          message("{name} must be one of the player's speeds: {values}.", {
            name: fieldName(name),
            values: listed(PLAYBACK_RATES),
          }),
        ),
  captions: trueOrFalse,
  autoplayNext: trueOrFalse,
};

/**
 * PUT /api/users/me/preferences: the fields that are present (absent, or `undefined`, means keep),
 * each checked; unknown fields are ignored, and a body with none of ours is refused.
 */
export const preferencesSchema: Schema<PreferencesUpdate> = (input) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail('The request body must be a JSON object.');
  const sent = input as Record<string, unknown>;
  const update: Record<string, unknown> = {};
  for (const field of PREFERENCE_FIELDS) {
    if (sent[field] === undefined) continue;
    const result = (FIELD_RULES[field] as Field<unknown>)(sent[field], field);
    if (!result.ok) return result;
    update[field] = result.value;
  }
  return Object.keys(update).length > 0
    ? pass(update as PreferencesUpdate)
    : fail(PREFERENCE_MESSAGES.nothingSent);
};

/** The player's settings among the preferences. */
export const playerSettingsOf = ({
  playbackRate,
  captions,
  autoplayNext,
}: PlayerSettings): PlayerSettings => ({
  playbackRate,
  captions,
  autoplayNext,
});

/** The speed one step slower (`-1`) or faster (`1`) than `rate`, kept within the player's speeds. */
export function stepPlaybackRate(rate: number, step: -1 | 1): PlaybackRate {
  const index = PLAYBACK_RATES.indexOf(rate as PlaybackRate);
  const from = index === -1 ? PLAYBACK_RATES.indexOf(1) : index;
  return PLAYBACK_RATES[Math.min(Math.max(from + step, 0), PLAYBACK_RATES.length - 1)]!;
}
