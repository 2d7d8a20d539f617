/**
 * The page a login's or a sign-up's `redirect` names, as a path on this site, or none. The spec
 * lets it be a path or a full address; of an address only the part after the site origin counts,
 * and only when that origin is this site's. What comes out always passes the server's own rule
 * (`isSameSitePath`), so it can never lead to another host.
 */
import { isSameSitePath } from '@shared/same-site-path';
import { ENROL_MARKER } from '../../config/paths';

/** An absolute address with a scheme (`https:`, `javascript:`); paths and `//host` have none. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Refused in an address as in a path, rather than left to the URL parser to drop or keep. */
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u;

/** The part after the origin of `address` when it is an address on `origin`, else null. */
function pathOnOrigin(address: string, origin: string): string | null {
  if (BLANK_OR_CONTROL.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  // `javascript:`, `data:` and the like have the origin "null" and never match.
  return url.origin !== 'null' && url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/**
 * `hash` is the login page's own fragment: a redirect written into an address unencoded
 * (`?redirect=http://site/page#part`) leaves its `#part` there, and the page it names is the one
 * that wants it. A fragment inside the redirect itself wins; one the rule refuses is dropped.
 */
export function returnPathOf(
  redirect: string | null | undefined,
  hash = '',
  origin: string = window.location.origin,
): string | undefined {
  if (!redirect) return undefined;
  const path = HAS_SCHEME.test(redirect) ? pathOnOrigin(redirect, origin) : redirect;
  if (path === null || !isSameSitePath(path)) return undefined;
  const withHash = !path.includes('#') && hash.length > 1 ? path + hash : path;
  return isSameSitePath(withHash) ? withHash : path;
}

/**
 * Whether the way back is a course page asking to enrol (`paths.enrolIn`): the visitor pressed
 * Enroll Now, so login and sign-up are offered side by side and the course opens once logged in.
 */
export function wantsEnrolment(returnPath: string | undefined): boolean {
  if (!returnPath) return false;
  const query = returnPath.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).has(ENROL_MARKER);
}
