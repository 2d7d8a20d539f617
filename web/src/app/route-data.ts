/**
 * The data a page rendered at build time was rendered with, carried in the page as a JSON block
 * (not a script: the Content-Security-Policy allows no inline code). The app's route data starts
 * from it, so hydration finds what the HTML shows.
 */
import type { BuiltData } from '../lib/route-data';

export const ROUTE_DATA_ID = 'route-data';

export function readRouteData(): BuiltData | null {
  const block = document.getElementById(ROUTE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as BuiltData) : null;
}
