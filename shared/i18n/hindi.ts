/**
 * The shared Hindi (./hi.ts) as the web app fetches it. A module of its own so that its chunk is
 * named `hindi-…` rather than `hi-…`, the name of the web app's own Hindi pack, which the budget
 * checks look for (bench/web.ts).
 */
export { HI_FIELDS, HI_SHARED_MESSAGES } from './hi';
