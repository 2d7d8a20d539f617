/**
 * `npm run bench -- bundles [--before <dir>]`: every function's bundle and require time
 * (bundles.ts), then the init of the five busiest routes of the cost bench's learner
 * (bench/cost-counts.json) as Lambda reports it: module load plus the first call, in fresh
 * processes, against the bench's own stack. A learner is registered and enrolled first, so the
 * calls behind a login answer as they do for a learner.
 */
import { join } from 'node:path';
import { ORIGIN_SECRET_HEADER } from '../functions/lib/edge-headers';
import { apiEvent, wsEvent } from '../test/support/events';
import {
  type BundleFigure,
  type BundleSummary,
  busiestRoutes,
  type InitCase,
  type InitFigure,
  measureBundles,
  measureInits,
  summariseBundles,
} from './bundles';
import { registerLearner } from './learner';

export interface ColdStartFigures {
  bundles: BundleFigure[];
  bundleSummary: BundleSummary;
  busiest: Array<{ route: string; calls: number }>;
  inits: InitFigure[];
}

const edge = () => ({ [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET ?? '' });

/** The events of the routes the cost bench counts most often; others have no case yet. */
async function initCases(appUrl: string, sesEndpoint: string): Promise<Map<string, InitCase>> {
  const learner = await registerLearner(appUrl, sesEndpoint, 'cold-start');
  const courses = (await (await fetch(`${appUrl}/api/course`)).json()) as Array<{ _id: string }>;
  const course = courses[0]!;
  await fetch(`${appUrl}/api/enroll`, {
    method: 'POST',
    headers: { cookie: learner.cookie, origin: appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ courseId: course._id }),
  });
  const play = (await (
    await fetch(`${appUrl}/api/course/play/${course._id}`, { headers: { cookie: learner.cookie } })
  ).json()) as { response: { lessons: Array<{ _id: string }> } };
  const lessonId = play.response.lessons[0]!._id;
  const cookies = learner.cookie.split('; ');
  // A refresh rotates the refresh token: each run presents the one the run before it was given.
  let refreshCookies = cookies;
  // The chat reads the sender from the connection item written at connect time.
  const { saveConnection } = await import('../functions/data/connections');
  const { COMMUNITY_ROOM } = await import('../shared/chat');
  const { decodeJwt } = await import('jose');
  const access = /lf_access=([^;]+)/.exec(learner.cookie)?.[1] ?? '';
  const { sub, sid } = decodeJwt(access);
  const cases: InitCase[] = [
    {
      route: 'PUT /api/progress/position',
      event: (run) =>
        apiEvent({
          method: 'PUT',
          path: '/api/progress/position',
          cookies,
          headers: edge(),
          body: { courseId: course._id, lessonId, position: 30 + 10 * run },
        }),
    },
    {
      route: 'GET /api/catalogue',
      event: () => apiEvent({ path: '/api/catalogue', headers: edge() }),
    },
    {
      route: 'GET /api/course/detail/{id}',
      event: () =>
        apiEvent({ path: `/api/course/detail/${course._id}`, params: { id: course._id }, headers: edge() }),
    },
    {
      route: 'GET /api/course/{courseId}/reviews',
      event: () =>
        apiEvent({
          path: `/api/course/${course._id}/reviews`,
          params: { courseId: course._id },
          headers: edge(),
        }),
    },
    {
      route: 'GET /api/token/refresh',
      event: () => apiEvent({ path: '/api/token/refresh', cookies: refreshCookies, headers: edge() }),
      answered: (answer) => {
        const fresh = (answer.cookies ?? []).map((cookie) => cookie.split(';')[0]!);
        if (fresh.length > 0) {
          const names = new Set(fresh.map((cookie) => cookie.split('=')[0]));
          refreshCookies = [...refreshCookies.filter((c) => !names.has(c.split('=')[0])), ...fresh];
        }
      },
    },
    {
      route: 'send_chat',
      event: async (run) => {
        const connectionId = `coldstart${run}`;
        await saveConnection(COMMUNITY_ROOM, {
          connectionId,
          userId: String(sub),
          name: 'Bench Learner',
          connectedAt: new Date().toISOString(),
          ...(sid ? { sessionId: String(sid) } : {}),
        });
        return wsEvent({
          eventType: 'MESSAGE',
          connectionId,
          routeKey: 'send_chat',
          body: { action: 'send_chat', message: `cold start ${run}` },
        });
      },
    },
  ];
  return new Map(cases.map((c) => [c.route, c]));
}

export async function runColdStartBench(
  stack: { appUrl: string; sesEndpoint: string },
  before?: string,
): Promise<ColdStartFigures> {
  console.log('\n## Function bundles (esbuild, minified) and require time (median of 5 fresh processes)\n');
  const bundles = await measureBundles({ before });
  console.table(bundles);
  const bundleSummary = summariseBundles(bundles);
  console.table([bundleSummary]);

  const busiest = busiestRoutes(join(__dirname, 'cost-counts.json'));
  console.log('\n## Init of the busiest routes: module load + first call (median of 5 fresh processes)\n');
  const cases = await initCases(stack.appUrl, stack.sesEndpoint);
  const inits = await measureInits(
    busiest.flatMap(({ route }) => (cases.has(route) ? [cases.get(route)!] : [])),
    {},
  );
  console.table(
    inits.map((init) => ({ ...init, calls: busiest.find((b) => b.route === init.route)?.calls })),
  );
  return { bundles, bundleSummary, busiest, inits };
}
