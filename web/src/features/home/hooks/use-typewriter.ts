import { TIMING } from '@shared/constants';
import { useEffect, useState } from 'react';

/** How long each letter takes to appear, and to go again. */
export const TYPE_MS = 90;
export const DELETE_MS = 45;

export interface TypewriterState {
  /** Which word (it wraps around the list). */
  word: number;
  /** How many of its letters show. */
  chars: number;
  deleting: boolean;
}

export const TYPEWRITER_START: TypewriterState = { word: 0, chars: 0, deleting: false };

/** The text a state shows. */
export const typedText = (state: TypewriterState, words: readonly string[]): string =>
  (words[state.word % words.length] ?? '').slice(0, state.chars);

/**
 * The typewriter's timing as pure logic: how long `state` lasts and which state follows it. A word
 * is typed letter by letter, stays whole for `pauseMs`, is deleted letter by letter, and the next
 * word follows; after the last word comes the first.
 */
export function typewriterStep(
  state: TypewriterState,
  words: readonly string[],
  pauseMs: number,
): { delayMs: number; next: TypewriterState } {
  const { word, chars, deleting } = state;
  const length = (words[word % words.length] ?? '').length;
  if (!deleting && chars < length) return { delayMs: TYPE_MS, next: { word, chars: chars + 1, deleting } };
  if (!deleting) return { delayMs: pauseMs, next: { word, chars, deleting: true } };
  if (chars > 0) return { delayMs: DELETE_MS, next: { word, chars: chars - 1, deleting } };
  return { delayMs: TYPE_MS, next: { word: (word + 1) % words.length, chars: 0, deleting: false } };
}

/**
 * Types each word, waits `pauseMs`, deletes it and moves on to the next, looping forever.
 * When disabled (reduced motion) it returns the first word and never ticks.
 */
export function useTypewriter(
  words: readonly string[],
  { enabled = true, pauseMs = TIMING.typewriterPauseMs }: { enabled?: boolean; pauseMs?: number } = {},
): string {
  const [state, setState] = useState(TYPEWRITER_START);

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    const { delayMs, next } = typewriterStep(state, words, pauseMs);
    const timer = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, state, words, pauseMs]);

  return enabled ? typedText(state, words) : (words[0] ?? '');
}
