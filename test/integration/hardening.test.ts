/**
 * Every endpoint of the manifest, fed what attackers and broken clients send: malformed JSON,
 * wrong types, missing fields, oversized strings, unicode edge cases, 1 MB bodies and foreign
 * origins. None may answer 5xx, and none may leave a write behind.
 */
import type { HttpRouteEntry } from '../../functions/route-types';
import { httpRoutes } from '../../functions/routes';
import { httpHandler } from '../../infra/local/handlers';

import { call, type EventInput } from '../support/events';
import { userIdOf } from '../support/learning-client';
import { partitionItems } from '../support/table-items';
import { loggedInLearner, type TestLearner } from '../support/users';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);
const withBody = httpRoutes.filter((route) => route.method !== 'GET');

function paramsFor(route: HttpRouteEntry): Record<string, string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, `unknown-${name}-0000`]));
}

const BAD_BODIES: Array<[string, Pick<EventInput, 'body' | 'rawBody'>]> = [
  ['malformed JSON', { rawBody: '{"courseId": "abc",' }],
  ['a JSON array', { body: [1, 2, 3] }],
  ['a JSON string', { rawBody: '"just a string"' }],
  ['null', { rawBody: 'null' }],
  [
    'wrong types',
    {
      body: {
        courseId: 7,
        lessonId: [],
        id: {},
        name: true,
        email: 1,
        title: null,
        content: 5,
        message: [],
        password: 12345678,
      },
    },
  ],
  ['missing fields', { body: {} }],
  [
    'oversized strings',
    {
      body: {
        courseId: 'x'.repeat(5000),
        id: 'y'.repeat(5000),
        name: 'n'.repeat(5000),
        content: 'c'.repeat(5000),
        message: 'm'.repeat(5000),
      },
    },
  ],
  [
    'unicode edge cases',
    {
      body: {
        courseId: '\u0000',
        id: '\uD800',
        name: '\u202Eevil',
        title: '👩🏽‍💻'.repeat(20),
        content: '\u200B',
        email: 'ü@例え.テスト',
        message: '\uFEFF',
      },
    },
  ],
  ['prototype keys', { rawBody: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}' }],
  ['a 1 MB body', { rawBody: JSON.stringify({ content: 'x'.repeat(1024 * 1024) }) }],
];

/** The learner's stored items, bar the session that changes with every refresh. */
async function learnerItems(learner: TestLearner): Promise<string[]> {
  const items = await partitionItems(`USER#${userIdOf(learner.jar)}`);
  return items
    .map((item) => String(item.sk))
    .filter((sk) => !sk.startsWith('SESSION#'))
    .sort();
}

describe('every endpoint under bad input', () => {
  let learner: TestLearner;
  let before: string[];

  beforeAll(async () => {
    learner = await loggedInLearner('Hardening Learner');
    before = await learnerItems(learner);
  });

  it.each(withBody.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s never answers 5xx to bad bodies',
    async (_key, route) => {
      const handler = httpHandler(route.key);
      for (const [label, bad] of BAD_BODIES) {
        const answer = await learner.jar.call(handler, {
          method: route.method,
          path: route.path,
          params: paramsFor(route),
          ...bad,
        });
        if (answer.status >= 500)
          throw new Error(`${route.method} ${route.path} answered ${answer.status} to ${label}`);
        // Some odd input is still valid (an internationalised address); refusals must explain themselves.
        if (answer.status >= 400) expect(typeof answer.body.msg).toBe('string');
      }
    },
  );

  it.each(
    httpRoutes
      .filter((r) => r.path.includes('{'))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s answers 4xx to hostile path parameters', async (_key, route) => {
    const handler = httpHandler(route.key);
    for (const value of ['..%2F..', 'COURSE#x', 'a'.repeat(300), '%00', '<script>']) {
      const params = Object.fromEntries(Object.keys(paramsFor(route)).map((name) => [name, value]));
      const answer = await learner.jar.call(handler, {
        method: route.method,
        path: route.path,
        params,
        body: {},
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  // A `crossSite` route (a mail's one-click unsubscribe) is meant to be POSTed from anywhere: it
  // reads no session, and its token is its only key (functions/habits/habits.test.ts and
  // scripts/reminders-send.test.ts check that a wrong one changes nothing).
  it.each(
    httpRoutes
      .filter((r) => STATE_CHANGING.has(r.method) && !r.crossSite)
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s refuses a foreign or missing Origin even with a valid session', async (_key, route) => {
    const handler = httpHandler(route.key);
    for (const origin of ['https://evil.example', '']) {
      const answer = await call(handler, {
        method: route.method,
        path: route.path,
        params: paramsFor(route),
        body: {},
        cookies: learner.jar.cookies(),
        headers: { origin },
      });
      expect(answer.status).toBe(403);
    }
  });

  it('left nothing behind in the learner’s data', async () => {
    expect(await learnerItems(learner)).toEqual(before);
  });
});

describe('what answers never contain', () => {
  it('no endpoint that a learner can call returns a password hash or a token', async () => {
    const learner = await loggedInLearner('Leak Checker');
    const refreshSecret = learner.jar.get('lf_refresh')!.split('.')[2]!;
    const reads = httpRoutes.filter(
      (r) => r.method === 'GET' && !r.path.includes('{') && r.path !== '/api/logout',
    );
    for (const route of reads) {
      const handler = httpHandler(route.key);
      const answer = await learner.jar.call(handler, { method: 'GET', path: route.path });
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/passwordHash|secretHash|\$2[aby]\$/);
      expect(text).not.toContain(refreshSecret);
    }
  });
});
