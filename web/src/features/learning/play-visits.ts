/**
 * When the player keeps its data (see app/routes.tsx): apart from its loader, so that the route
 * table, which every page loads, does not carry the loader's code.
 */
import type { Visit } from '../../lib/route-data';

/**
 * The player keeps its data when only the place in the course (`?lesson=&t=`) changes: the player
 * already shown moves there itself. Another course, or the same address opened again, loads afresh.
 */
export const playKeepsData = (from: Visit, to: Visit) =>
  from.url !== to.url && from.params.id === to.params.id;
