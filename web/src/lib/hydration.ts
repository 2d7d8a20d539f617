/**
 * Forms on pages rendered at build time (web/prerender) are on screen, and can be typed into, before
 * the app's script has arrived and React has adopted the page. These hooks keep that moment safe:
 * a form can tell whether it is live yet, and what was typed before then is taken into its state.
 */
import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts (hydrates) a page rendered at build time, as it was when the page was
 * rendered, then true: the first render equals the HTML and the next one, right after the adoption,
 * shows the live page. True from the start when the app renders the page itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Hands `adopt` what was typed into the form's fields before React adopted the page (field name →
 * value), once, when the form first appears, and only if something was. React leaves such text on
 * screen while it adopts the page, but its state still holds the values the page was rendered with,
 * so the next render would wipe the fields and a submit would send the old values. `adopt` sets the
 * state to what the learner sees.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  // A layout effect runs as the adoption is committed, before any later render could reset a field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the form's first appearance
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      // Adopting a field, React sets its defaultValue to the rendered value and leaves its value.
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.name)
        if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
