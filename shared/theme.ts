/**
 * The colour theme before the app runs. A page's head carries `NO_FLASH_SCRIPT` inline, ahead of
 * the stylesheet's first paint: it reads the choice the app keeps in localStorage (the visitor's own,
 * or the learner's account's, which the app copies there) and sets `data-theme` on `<html>`. No
 * stored choice, or `system`, leaves the attribute off and the stylesheet follows the device
 * (`prefers-color-scheme`).
 *
 * The Content-Security-Policy allows this one inline script by its hash, computed from this exact
 * text (infra/constructs/site-headers.ts): a change here changes the policy with it.
 */
/** `system` follows the device's light or dark setting (`prefers-color-scheme`). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

export const THEME_STORAGE_KEY = 'lf-theme';

/** The attribute on `<html>` the stylesheet reads: `light` or `dark`, absent for `system`. */
export const THEME_ATTRIBUTE = 'data-theme';

export const NO_FLASH_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.setAttribute("${THEME_ATTRIBUTE}",t)}catch(e){}`;
