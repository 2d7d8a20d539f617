/**
 * What a name shown to other people may contain: an account's name (in the chat, on certificates,
 * in the header) and the name on a course request. A name is text on one line, held to the rule of
 * all text people write (`text.ts`): a right-to-left override (U+202E) in a chat name turns the
 * message after it backwards, and a name of zero-width characters shows as nothing. Checked by the
 * server and, for comfort, by the forms (through `userText` in `validation.ts`).
 *
 * An account's name has `LIMITS.nameMin` to `LIMITS.nameMax` (1 to 50) characters as people see
 * them, so Li, Ana and Tom can sign up; where space is tight (the account menu) it is shortened to
 * `LIMITS.displayName` characters with an ellipsis.
 */
import { normaliseText, TEXT_MSG, textProblem } from './text';

/** Names are refused with the one message of the text rule. */
export const NAME_MSG = TEXT_MSG;

/**
 * The stored form of a name: NFC, so a name typed with a combining accent and one typed with the
 * accented letter are the same text (and the same length), then trimmed.
 */
export const normaliseName = (name: string): string => normaliseText(name);

/** Why `name` cannot be shown as a name, or null when it can. */
export const nameProblem = (name: string): string | null => textProblem(name);
