/**
 * The colour theme in the browser: what this device shows, kept in localStorage, where the page
 * head's script reads it before the first paint (shared/theme.ts). A learner's choice lives on
 * their account too; the app copies the account's into this store when they log in.
 */
import { isTheme, THEME_ATTRIBUTE, THEME_STORAGE_KEY, type Theme } from '@shared/theme';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function storedTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    // Storage refused (a privacy mode): the device's own setting applies.
    return 'system';
  }
}

/** Shows `theme` at once and keeps it on this device for the next page load. */
export function applyTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not kept, but still shown on this page.
  }
  if (theme === 'system') document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  else document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) applyTheme(storedTheme());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen theme; `system` on a page rendered ahead of time (it knows no choice). */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, storedTheme, () => 'system');
