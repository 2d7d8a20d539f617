/**
 * The player's keyboard shortcuts. They use Shift with a letter, which YouTube's own keys (k, j, l,
 * f, m, c, arrows, numbers, space) leave free, and `<` and `>` (Shift with comma or period) for the
 * speed, as YouTube's own player does. They stay quiet while the learner types in a field, so a
 * capital N in a note is just a capital N.
 */
import { useEffect, useRef } from 'react';
import { msg } from '../../../i18n';

export type ShortcutAction = 'next' | 'previous' | 'complete' | 'slower' | 'faster';

/**
 * Each shortcut once, for the handler and for the help that documents it. `key` is what the
 * keyboard event says (`<` is Shift with comma); `typed` how the help shows a symbol.
 */
export const SHORTCUTS: ReadonlyArray<{
  key: string;
  action: ShortcutAction;
  label: string;
  typed?: string;
}> = [
  { key: 'N', action: 'next', label: msg('Next lesson') },
  { key: 'P', action: 'previous', label: msg('Previous lesson') },
  { key: 'M', action: 'complete', label: msg('Mark the lesson complete, or not complete') },
  { key: '<', action: 'slower', label: msg('Slower: one speed down'), typed: ',' },
  { key: '>', action: 'faster', label: msg('Faster: one speed up'), typed: '.' },
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
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      const shortcut = SHORTCUTS.find((s) => s.key === event.key.toUpperCase());
      // A letter needs Shift; `<` and `>` are typed with it on most keyboards, without on some.
      if (!shortcut || (!shortcut.typed && !event.shiftKey)) return;
      event.preventDefault();
      current.current[shortcut.action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
