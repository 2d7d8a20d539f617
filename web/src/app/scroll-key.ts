import type { Location } from 'react-router-dom';

/**
 * Every page opened by address (typed, bookmarked, a link from elsewhere) has no history state,
 * so the router names its entry "default", and by default it would restore the last scroll
 * position stored under that name: a fresh page opened at some earlier page's footer. Such entries
 * get a name of their own for this document instead, so they open at the top, while back and
 * forward within the app still find the position stored under their entry's own key.
 */
const thisDocumentsFirstEntry = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key === 'default' ? thisDocumentsFirstEntry : location.key;
}
