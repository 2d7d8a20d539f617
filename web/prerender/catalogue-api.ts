/**
 * The API answers the public pages need at build time, from the seed catalogue
 * (infra/seed/catalogue.json), converted exactly as the catalogue import stores it. The build
 * needs no running stack this way and is the same on every machine; the browser then asks the live
 * API once the page is up, so a course added since (or its new like count) shows within a request.
 *
 * Only the calls the prerendered pages make are answered. Any other call fails the build (see
 * prerender.ts), so a page that starts asking something new is noticed here, not shipped showing
 * an error.
 */
import { readFileSync } from 'node:fs';
import { type SeedFile, toCourse } from '../../functions/catalogue/seed-format';
import type { Course } from '../../shared/types';

export function seedCourses(seedFile: string): Course[] {
  const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as SeedFile;
  return seed.courses.map(toCourse);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface CatalogueApi {
  fetch: typeof fetch;
  /** Calls it had no answer for (the app turns a failed fetch into an error state, so they are kept). */
  unanswered: string[];
}

/** A `fetch` that answers the catalogue calls from `courses` and records anything else. */
export function catalogueApi(courses: Course[]): CatalogueApi {
  const byId = new Map(courses.map((course) => [course._id, course]));
  const unanswered: string[] = [];
  const answer: typeof fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://prerender.invalid').pathname;
    if (method === 'GET' && path === '/api/course')
      return json(
        200,
        courses.map(({ lessons: _lessons, ...summary }) => summary),
      );
    const detail = /^\/api\/course\/detail\/([^/]+)$/.exec(path);
    if (method === 'GET' && detail) {
      const course = byId.get(decodeURIComponent(detail[1]!));
      return course ? json(200, course) : json(404, { msg: 'Course not found.' });
    }
    unanswered.push(`${method} ${path}`);
    throw new Error(`No answer for ${method} ${path} at build time`);
  };
  return { fetch: answer, unanswered };
}
