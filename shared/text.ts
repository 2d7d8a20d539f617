/**
 * The one rule for text people write: names, chat messages, discussion questions and answers, notes,
 * course requests and an admin's texts about them. Such text is read next to other text, so it must
 * not hide itself or reorder what surrounds it: a right-to-left override (U+202E) turns the rest of a
 * chat line backwards, zero-width characters hide words from anyone searching or moderating, and a
 * control character can break the line it is shown in. Checked by the server (the body schemas,
 * through `userText` in `validation.ts`) and, for comfort, by the forms, with one message.
 */

export const TEXT_MSG = 'Use only characters that show: no control, invisible or text-direction characters.';

/** How a field is shown: on one line (the default), or as paragraphs that keep line breaks and tabs. */
export interface TextShape {
  multiline?: boolean;
}

// Control (Cc) and format (Cf: bidi marks, embeddings, overrides and isolates, zero-width space, word
// joiner, BOM, tags) characters, lone surrogates (Cs), private use (Co), line and paragraph
// separators (Zl, Zp), and the other default-ignorable characters, which render as nothing (Hangul
// fillers, for one).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

// The invisible characters that are part of what shows, where they are: the zero-width non-joiner
// and joiner between two letters, marks or symbols (Persian and Indic words need them, Sinhala
// writes 'Sri' with one, and emoji sequences such as '👩‍💻' and '❤️‍🔥' are made with them), and a
// variation selector right after the character it varies (an emoji's presentation, an ideograph's
// variant). A joiner alone, a run of them or a selector with nothing to vary hides: refused.
const JOINER = /[\u200C\u200D]/u;
const JOINABLE = /[\p{L}\p{M}\p{N}\p{S}]/u;
const SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const VARIABLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** True when the invisible `char` between `before` and `after` is part of what shows. */
function inPlace(char: string, before = '', after = ''): boolean {
  if (JOINER.test(char)) return JOINABLE.test(before) && JOINABLE.test(after);
  return SELECTOR.test(char) && VARIABLE.test(before);
}

// The flags of England, Scotland and Wales: a black flag and the invisible tags of the region's
// code. Tags anywhere else could carry hidden text, so only these three sequences are read as flags.
const TAG_FLAG =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;

/** The line breaks and tabs a multi-line text keeps (its line ends are `\n`: `normaliseText`). */
const LAYOUT = /[\n\t]/;

/** A letter, digit, punctuation mark or symbol: a character that shows. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * The stored form of a text: NFC, so text typed with a combining accent and text typed with the
 * accented letter are the same (and the same length); line ends as `\n` in a multi-line text,
 * however the client wrote them (`\r\n`, `\r`); then trimmed.
 */
export function normaliseText(text: string, { multiline = false }: TextShape = {}): string {
  const composed = text.normalize('NFC');
  return (multiline ? composed.replace(/\r\n?/g, '\n') : composed).trim();
}

/**
 * Why `text` cannot be shown, or null when it can: a control, invisible or text-direction character
 * out of place, or, in a text that is not empty, nothing that shows. Judged on the stored form
 * (`normaliseText`), so a form can ask about what is being typed.
 */
export function textProblem(text: string, shape: TextShape = {}): string | null {
  const stored = normaliseText(text, shape);
  const chars = Array.from(stored.replace(TAG_FLAG, '\u{1F3F4}'));
  const hidden = chars.some(
    (char, at) =>
      HIDDEN.test(char) &&
      !(shape.multiline && LAYOUT.test(char)) &&
      !inPlace(char, chars[at - 1], chars[at + 1]),
  );
  return hidden || (stored !== '' && !VISIBLE.test(stored)) ? TEXT_MSG : null;
}

/**
 * `text` written elsewhere (a video's or a playlist's title on the provider) made to pass the rule
 * as one line: runs of spaces, tabs and line breaks become one space, and every character the rule
 * refuses where it stands is dropped; '' when nothing that shows is left.
 */
export function showableLine(text: string): string {
  const chars = Array.from(normaliseText(text.replace(/\s+/g, ' ')));
  const kept = chars.filter((char, at) => !HIDDEN.test(char) || inPlace(char, chars[at - 1], chars[at + 1]));
  const line = normaliseText(kept.join(''));
  return textProblem(line) ? '' : line;
}
