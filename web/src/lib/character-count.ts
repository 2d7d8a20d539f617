/**
 * The counter under a text field, counted in characters as people see them, as the server counts.
 * Text over the limit is kept, never cut: the counter turns red and saving waits until the learner
 * has shortened it, so a long paste loses nothing.
 */
import { textLength } from '@shared/validation';
import { t } from '../i18n';

export interface CharacterCount {
  /** "12/500". */
  shown: string;
  over: boolean;
  /** The hint's classes: the counter's own, and red once over. */
  className: string;
}

export function characterCount(text: string, max: number, className = ''): CharacterCount {
  const used = textLength(text);
  const over = used > max;
  return {
    shown: `${used}/${max}`,
    over,
    className: [className, over ? 'is-over' : ''].filter(Boolean).join(' '),
  };
}

/** The problem shown under a field whose text is over its limit. */
export const tooLong = (label: string, max: number): string =>
  t('{label} can be at most {max} characters: shorten it to save.', { label, max });
