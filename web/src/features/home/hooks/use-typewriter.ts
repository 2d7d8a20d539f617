import { TIMING } from '@shared/constants';
import { useEffect, useState } from 'react';

const TYPE_MS = 90;
const DELETE_MS = 45;

/**
 * Types each word, waits `pauseMs`, deletes it and moves on to the next, looping forever.
 * When disabled (reduced motion) it returns the first word and never ticks.
 */
export function useTypewriter(
  words: readonly string[],
  { enabled = true, pauseMs = TIMING.typewriterPauseMs }: { enabled?: boolean; pauseMs?: number } = {},
): string {
  const [state, setState] = useState({ word: 0, chars: 0, deleting: false });
  const full = words[state.word % words.length] ?? '';

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    const { word, chars, deleting } = state;
    let delay = TYPE_MS;
    let next = state;
    if (!deleting && chars < full.length) next = { word, chars: chars + 1, deleting };
    else if (!deleting) {
      delay = pauseMs;
      next = { word, chars, deleting: true };
    } else if (chars > 0) {
      delay = DELETE_MS;
      next = { word, chars: chars - 1, deleting };
    } else next = { word: (word + 1) % words.length, chars: 0, deleting: false };
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [enabled, state, full, words.length, pauseMs]);

  return enabled ? full.slice(0, state.chars) : (words[0] ?? '');
}
