/**
 * The player's keyboard shortcuts. They use Shift with a letter, which YouTube's own keys (k, j, l,
 * f, m, c, arrows, numbers, space) leave free, and they stay quiet while the learner types in a
 * field, so a capital N in a note is just a capital N.
 */
import { useEffect, useRef } from 'react';

export type ShortcutAction = 'next' | 'previous' | 'complete';

/** Each shortcut once, for the handler and for the help that documents it. */
export const SHORTCUTS: ReadonlyArray<{ key: string; action: ShortcutAction; label: string }> = [
  { key: 'N', action: 'next', label: 'Next lesson' },
  { key: 'P', action: 'previous', label: 'Previous lesson' },
  { key: 'M', action: 'complete', label: 'Mark the lesson complete, or not complete' },
];

/** Inputs that take no text: a shortcut pressed on them is meant for the player. */
const NOT_TYPING = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPING.has(target.type);
  return (
    target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable
  );
}

export function usePlayerShortcuts(handlers: Record<ShortcutAction, () => void>): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const shortcut = SHORTCUTS.find((s) => s.key === event.key.toUpperCase());
      if (!shortcut) return;
      event.preventDefault();
      current.current[shortcut.action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
