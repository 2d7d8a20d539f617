/**
 * Forms on pages rendered at build time (web/prerender) are on screen, and can be typed into and
 * chosen in, before the app's script has arrived and React has adopted the page. These hooks keep
 * that moment safe: a form can tell whether it is live yet, and what was changed before then is
 * taken into its state.
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether the visitor changed `field` before React adopted it. Adopting a field, React sets its
 * defaultValue and defaultChecked to the rendered value and leaves its value and checked as they
 * are; a select's options keep the HTML's `selected` as their defaultSelected.
 */
function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (rendered?.value ?? '');
  }
  if (field instanceof HTMLInputElement && field.type === 'radio')
    // The radio now checked speaks for its group; the one it replaced has nothing to add.
    return field.checked && !field.defaultChecked;
  // A checkbox's value does not change when it is ticked (and reads "on" without a value
  // attribute), so it is no text that was typed.
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return false;
  return field.value !== field.defaultValue;
}

/**
 * Hands `adopt` what was typed or chosen in the fields inside `container` before React adopted the
 * page (field name → value: the text, the checked radio's value, the selected option's value),
 * once, when the container first appears, and only if something was. React leaves such changes on
 * screen while it adopts the page, but its state still holds the values the page was rendered with,
 * so the next render would reset the fields and a submit would send the old values. `adopt` sets
 * the state to what the visitor sees.
 */
export function useChangedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (changed: Record<string, string>) => void,
): void {
  // Only a page React adopts can have been changed before the app was live. One the app renders
  // itself is not looked at: its selects mark no option as the default, so any but the first would
  // pass for a change.
  const adopting = !useHydrated();
  // A layout effect runs as the adoption is committed, before any later render could reset a field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the container's first appearance
  useLayoutEffect(() => {
    if (!adopting) return;
    const changed: Record<string, string> = {};
    for (const field of container.current?.querySelectorAll<Field>('input, textarea, select') ?? [])
      if (field.name && changedBeforeHydration(field)) changed[field.name] = field.value;
    if (Object.keys(changed).length > 0) adopt(changed);
  }, []);
}
