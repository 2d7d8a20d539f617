/**
 * A page of this site to return to (a login's or a sign-up's `redirect`): one leading `/` and no
 * whitespace, backslash or control character, so it can never name another host (`//host` and
 * `/\host` do, in browsers). A module of its own, with nothing imported: the app's first load
 * checks redirects, and must not carry the whole of validation.ts for it.
 */
export const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
export const SAME_SITE_PATH_MAX = 512;
export const REDIRECT_MSG = 'redirect must be a path on this site.';

export const isSameSitePath = (value: string): boolean =>
  value.length <= SAME_SITE_PATH_MAX && SAME_SITE_PATH.test(value);
