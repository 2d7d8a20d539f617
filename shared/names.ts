/**
 * What a name shown to other people may contain: an account's name (in the chat, on certificates,
 * in the header) and the name on a course request. A name is text other people read next to other
 * text, so it must not hide itself or reorder what surrounds it: a right-to-left override (U+202E)
 * in a chat name turns the message after it backwards, and a name of zero-width characters shows
 * as nothing. Checked by the server and, for comfort, by the forms (through `visibleName` in
 * `validation.ts`).
 */

// Control (Cc) and format (Cf: bidi embeddings, overrides and isolates, zero-width space, word
// joiner, BOM, tags) characters, lone surrogates (Cs), private use (Co), line and paragraph
// separators (Zl, Zp), and the other default-ignorable characters, which render as nothing (Hangul
// fillers, for one). Let through: the zero-width non-joiner and joiner (U+200C, U+200D), which
// Persian, Indic scripts and emoji sequences need inside a word, and variation selectors (an emoji's
// presentation, an ideograph's variant).
const HIDDEN =
  /(?!\u200C|\u200D|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** A letter, digit, punctuation mark or symbol: a character that shows. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const NAME_MSG =
  'A name can only use characters that show: no control, invisible or text-direction characters.';

/**
 * The stored form of a name: NFC, so a name typed with a combining accent and one typed with the
 * accented letter are the same text (and the same length), then trimmed.
 */
export const normaliseName = (name: string): string => name.normalize('NFC').trim();

/** Why `name` (already normalised) cannot be shown as a name, or null when it can. */
export const nameProblem = (name: string): string | null =>
  HIDDEN.test(name) || !VISIBLE.test(name) ? NAME_MSG : null;
