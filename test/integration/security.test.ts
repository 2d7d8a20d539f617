/**
 * What an attacker (or a careless client) must not get: session cookies a script or another site
 * can use, state changes from another site, links and sessions that outlive their time, unlimited
 * attempts, other people's e-mail addresses, and markup smuggled in as text. Runs the handlers
 * directly and, where the transport matters, through the local gateway over real HTTP and
 * WebSockets, against DynamoDB Local and the local SES.
 */
import { decodeJwt, importJWK, SignJWT } from 'jose';
import WebSocket from 'ws';
import { recentMessages } from '../../functions/data/chat';
import type { HttpRouteEntry } from '../../functions/route-types';
import { httpRoutes } from '../../functions/routes';
import { httpHandler } from '../../infra/local/handlers';

import { COMMUNITY_ROOM } from '../../shared/chat';
import { MESSAGES, TOKENS } from '../../shared/constants';
import type { ChatMessage, CourseRequest, Note } from '../../shared/types';
import { chatGatewayForFile } from '../support/chat-gateway';
import { PLAYLIST } from '../support/course-request-form';
import { freshCourse } from '../support/courses';
import { CookieJar, call } from '../support/events';
import { linkParams, mailsTo, RESET_LINK, VERIFY_LINK } from '../support/inbox';
import { learningClient, userIdOf } from '../support/learning-client';
import { getItem, partitionItems } from '../support/table-items';
import { loggedInLearner, type TestLearner, uniqueEmail } from '../support/users';

const checkResetLink = httpHandler('GET /api/users/{id}/reset/{token}');
const login = httpHandler('POST /api/login');
const logout = httpHandler('GET /api/logout');
const refresh = httpHandler('GET /api/token/refresh');
const register = httpHandler('POST /api/register');
const forgot = httpHandler('POST /api/users/reset');
const resetPassword = httpHandler('POST /api/users/{id}/reset/{token}');
const verify = httpHandler('GET /api/users/{id}/verify/{token}');
const submitRequest = httpHandler('POST /api/course/request');

jest.setTimeout(25_000);

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE']);
const PASSWORD = 'correct horse 1';

const gateway = chatGatewayForFile();

/** `Set-Cookie` split into its name and attributes (lower-cased names). */
function parseSetCookie(header: string) {
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [name, value = ''] = part.split('=');
      return [name!.toLowerCase(), value] as const;
    }),
  );
  return { name: pair!.slice(0, pair!.indexOf('=')), attributes };
}

/** What each cookie must be: its lifetime, and whether scripts are kept out of it. */
type CookieRules = Record<string, { maxAge: string; httpOnly: boolean }>;

function expectCookieFlags(cookies: string[], rules: CookieRules, secure: boolean) {
  const parsed = cookies.map(parseSetCookie);
  expect(parsed.map((c) => c.name).sort()).toEqual(Object.keys(rules).sort());
  for (const { name, attributes } of parsed) {
    const rule = rules[name]!;
    expect({ name, httpOnly: attributes.has('httponly') }).toEqual({ name, httpOnly: rule.httpOnly });
    expect({ name, sameSite: attributes.get('samesite') }).toEqual({ name, sameSite: 'Strict' });
    expect({ name, path: attributes.get('path') }).toEqual({ name, path: '/' });
    expect({ name, domain: attributes.has('domain') }).toEqual({ name, domain: false });
    expect({ name, maxAge: attributes.get('max-age') }).toEqual({ name, maxAge: rule.maxAge });
    expect({ name, secure: attributes.has('secure') }).toEqual({ name, secure });
  }
}

/** 15 minutes: the live check on every call, not the token, ends a session (docs/security.md). */
const ACCESS = String(15 * 60);
const REFRESH = String(TOKENS.refreshTtlSeconds);

/** The session cookies under their local names or their `__Host-` names, alive or cleared. */
function sessionRules(prefix: '' | '__Host-', cleared = false): CookieRules {
  const age = (value: string) => (cleared ? '0' : value);
  return {
    [`${prefix}lf_access`]: { maxAge: age(ACCESS), httpOnly: true },
    [`${prefix}lf_refresh`]: { maxAge: age(REFRESH), httpOnly: true },
    // The marker the web app reads: as long as the refresh cookie, and nothing in it but `1`.
    [`${prefix}lf_session`]: { maxAge: age(REFRESH), httpOnly: false },
  };
}

/** What the web app uses to decide whether to ask for a session on load. */
const WEB_APP_MARKER = /(?:^|;\s*)(?:__Host-)?lf_session=1(?:;|$)/;

describe('session cookies', () => {
  it('login and refresh set HttpOnly, SameSite=Strict, Path=/ cookies for 15 minutes and 30 days, and a readable marker', async () => {
    const learner = await loggedInLearner('Cookie Checker');
    const jar = new CookieJar();
    const loggedIn = await jar.call(login, {
      path: '/api/login',
      body: { email: learner.email, password: learner.password },
      sourceIp: '10.61.0.1',
    });
    expect(loggedIn.status).toBe(200);
    // The test stack serves plain http on localhost, where COOKIE_SECURE=false drops Secure.
    const device = { lf_device: { maxAge: String(TOKENS.deviceTtlSeconds), httpOnly: true } };
    expectCookieFlags(loggedIn.cookies, { ...sessionRules(''), ...device }, false);
    expect(jar.get('lf_session')).toBe('1');
    expect(`theme=dark; ${jar.cookies().join('; ')}`).toMatch(WEB_APP_MARKER);

    const refreshed = await jar.call(refresh, { path: '/api/token/refresh' });
    expect(refreshed.status).toBe(200);
    expectCookieFlags(refreshed.cookies, sessionRules(''), false);

    const loggedOut = await jar.call(logout, { path: '/api/logout' });
    expect(loggedOut.status).toBe(200);
    expectCookieFlags(loggedOut.cookies, sessionRules('', true), false);
    expect(jar.cookies().join('; ')).not.toMatch(WEB_APP_MARKER);
  });

  it.each([
    [undefined, true],
    ['true', true],
    ['false', false],
  ])('with COOKIE_SECURE=%p the cookies are Secure and __Host- named: %p', async (setting, secure) => {
    const before = process.env.COOKIE_SECURE;
    try {
      if (setting === undefined) delete process.env.COOKIE_SECURE;
      else process.env.COOKIE_SECURE = setting;
      await jest.isolateModulesAsync(async () => {
        // Read at load, like a function container reads its configuration once.
        const session = await import('../../functions/lib/session');
        const prefix = secure ? '__Host-' : '';
        expectCookieFlags(session.sessionCookies('access', 'refresh'), sessionRules(prefix), secure);
        expectCookieFlags(session.clearedSessionCookies(), sessionRules(prefix, true), secure);
        // The names the functions read are the names they set.
        expect([session.ACCESS_COOKIE, session.REFRESH_COOKIE, session.SESSION_MARKER_COOKIE]).toEqual([
          `${prefix}lf_access`,
          `${prefix}lf_refresh`,
          `${prefix}lf_session`,
        ]);
        expect(`${prefix}lf_session=1`).toMatch(WEB_APP_MARKER);
      });
    } finally {
      process.env.COOKIE_SECURE = before;
    }
  });

  it('a malformed cookie from elsewhere on the domain changes nothing: routes, refresh and the chat still work', async () => {
    const learner = await loggedInLearner('Malformed Neighbour');
    const broken = ['x=%E0%A4%A', 'y=%', 'z=%zz'];
    const dashboard = httpHandler('GET /api/users/dashboard');
    const answer = await call(dashboard, {
      path: '/api/users/dashboard',
      cookies: [...broken, ...learner.jar.cookies()],
    });
    expect(answer.status).toBe(200);
    const refreshed = await call(refresh, { cookies: [...learner.jar.cookies(), ...broken] });
    expect(refreshed.status).toBe(200);
    learner.jar.store(refreshed.cookies);

    const response = await fetch(`${gateway.url}/api/users/dashboard`, {
      headers: { cookie: [...broken, ...learner.jar.cookies()].join('; ') },
    });
    expect(response.status).toBe(200);
    const chat = await openChat(learner, broken);
    chat.socket.terminate();
  });

  it('a cookie name sent twice is trusted in neither copy, so a planted session cannot stand in for ours', async () => {
    const [victim, attacker] = await Promise.all([
      loggedInLearner('Planted Victim'),
      loggedInLearner('Cookie Planter'),
    ]);
    const dashboard = httpHandler('GET /api/users/dashboard');
    const planted = `lf_access=${attacker.jar.get('lf_access')}`;
    const answer = await call(dashboard, {
      path: '/api/users/dashboard',
      cookies: [planted, `lf_access=${victim.jar.get('lf_access')}`],
    });
    expect(answer).toMatchObject({ status: 401, body: { msg: 'Please log in.' } });
    // Each copy on its own is a valid session: the refusal is about the duplicate.
    expect((await call(dashboard, { path: '/api/users/dashboard', cookies: [planted] })).status).toBe(200);
  });
});

/** A body every state-changing route accepts, naming the victim's own course, lesson and note. */
function validBody(ids: { courseId: string; noteId: string }) {
  return {
    courseId: ids.courseId,
    id: ids.courseId,
    lessonId: 'lesson-1',
    noteId: ids.noteId,
    done: false,
    position: 42,
    title: 'Hijacked',
    content: 'Written by another site',
    name: 'Another Site',
    email: 'attacker@evil.example',
    playlist: PLAYLIST,
    message: 'Sent by another site',
  };
}

function paramsFor(route: HttpRouteEntry, values: Record<string, string>, fallback: string) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, values[name] ?? fallback]));
}

const requestListOf = async (learner: TestLearner) => {
  const handler = httpHandler('POST /api/request/list');
  const answer = await learner.jar.call<CourseRequest[]>(handler, {
    path: '/api/request/list',
    method: 'POST',
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** What a learner has: everything under their partition but the sessions, and their course's count. */
async function stateOf(learner: TestLearner, courseId: string, requestId: string) {
  const own = await partitionItems(`USER#${userIdOf(learner.jar)}`);
  return {
    own: own.filter((item) => !String(item.sk).startsWith('SESSION#')),
    course: await getItem(`COURSE#${courseId}`, 'COURSE'),
    request: await getItem(`REQUEST#${requestId}`, 'REQUEST'),
  };
}

describe('requests from another site', () => {
  it('without cookies (SameSite=Strict keeps them home) every state-changing learner call is refused and changes nothing', async () => {
    const victim = await loggedInLearner('Cross Site Victim');
    const client = learningClient(victim.jar);
    const course = await freshCourse();
    expect((await client.enroll(course._id)).status).toBe(200);
    expect((await client.love(course._id)).status).toBe(200);
    expect((await client.complete({ courseId: course._id, lessonId: 'lesson-1', done: true })).status).toBe(
      200,
    );
    const note = await client.newNote({ courseId: course._id, lessonId: 'lesson-1', content: 'Mine' });
    expect(note.status).toBe(201);
    const sent = await victim.jar.call(submitRequest, {
      path: '/api/course/request',
      body: { name: 'Victim', email: victim.email, playlist: PLAYLIST, message: 'Please add this.' },
    });
    expect(sent.status).toBe(201);
    const [request] = (await requestListOf(victim)) as CourseRequest[];
    const ids = { courseId: course._id, noteId: note.body.note._id, requestId: request!._id };
    const before = await stateOf(victim, ids.courseId, ids.requestId);

    const guarded = httpRoutes.filter((r) => r.access !== 'public' && STATE_CHANGING.has(r.method));
    expect(guarded.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const route of guarded) {
      const handler = httpHandler(route.key);
      const input = {
        method: route.method,
        path: route.path,
        params: paramsFor(route, { id: ids.requestId, courseId: ids.courseId }, ids.courseId),
        body: validBody(ids),
      };
      // What the browser sends from another site: its own Origin, and no cookies.
      const crossSite = await call(handler, { ...input, headers: { origin: 'https://evil.example' } });
      // The session lock on its own, as if the Origin check had let the call through.
      const noSession = await call(handler, input);
      answers.push(`${route.method} ${route.path} ${crossSite.status} ${noSession.status}`);
    }
    expect(answers).toEqual(guarded.map((r) => `${r.method} ${r.path} 403 401`));
    expect(await stateOf(victim, ids.courseId, ids.requestId)).toEqual(before);
  });

  it('with the session cookies but a foreign or missing Origin, the gateway refuses to enrol (403) over HTTP', async () => {
    const learner = await loggedInLearner('Gateway Csrf');
    const course = await freshCourse();
    const cookie = learner.jar.cookies().join('; ');
    const enrol = (origin?: string) =>
      fetch(`${gateway.url}/api/enroll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...(origin ? { origin } : {}) },
        body: JSON.stringify({ courseId: course._id }),
      });
    const enrolled = async () => {
      const response = await fetch(`${gateway.url}/api/users/dashboard`, { headers: { cookie } });
      const dashboard = (await response.json()) as { courseEnrolled: Array<{ courseId: { _id: string } }> };
      return dashboard.courseEnrolled.some((entry) => entry.courseId._id === course._id);
    };

    for (const origin of ['https://evil.example', `${gateway.url}.evil.example`, 'null', undefined]) {
      const response = await enrol(origin);
      expect({ origin, status: response.status, body: await response.json() }).toEqual({
        origin,
        status: 403,
        body: { msg: 'Cross-site request refused.' },
      });
    }
    expect(await enrolled()).toBe(false);

    // The same call from the site itself goes through: the refusals above were about the Origin.
    const own = await enrol(gateway.url);
    expect(own.status).toBe(200);
    expect(await enrolled()).toBe(true);
  });
});

/** Registers `email` and answers the verification link's parameters. */
async function registered(email: string, sourceIp = '10.62.0.1') {
  const answer = await call(register, {
    path: '/api/register',
    body: { name: 'Link Tester', email, password: PASSWORD, confirmPassword: PASSWORD },
    sourceIp,
  });
  expect(answer.status).toBe(201);
  return linkParams(email, VERIFY_LINK);
}

/** Runs `action` with the clock `seconds` ahead (the stored expiry is compared with Date.now). */
async function later<T>(seconds: number, action: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
  try {
    return await action();
  } finally {
    clock.mockRestore();
  }
}

const loginStatus = async (email: string, password: string, sourceIp: string) =>
  (await call(login, { path: '/api/login', body: { email, password }, sourceIp })).status;

describe('links and tokens', () => {
  it('a verification link clicked from five tabs at once verifies once', async () => {
    const email = uniqueEmail('verify-race');
    const params = await registered(email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(verify, { params })));
    // One tab verifies; the other four are told the address is verified already.
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const already = answers.map((a) => (a.body as { alreadyVerified?: boolean }).alreadyVerified === true);
    expect(already.filter((value) => !value)).toHaveLength(1);
    expect(await loginStatus(email, PASSWORD, '10.62.0.2')).toBe(200);
  });

  it('a reset link used from three tabs at once sets one password', async () => {
    const learner = await loggedInLearner('Reset Race');
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email }, sourceIp: '10.62.1.1' });
    const params = await linkParams(learner.email, RESET_LINK);
    const passwords = ['first new secret', 'second new secret', 'third new secret'];
    const answers = await Promise.all(
      passwords.map((password) =>
        call(resetPassword, { params, body: { password, confirmPassword: password } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const winner = passwords[answers.findIndex((a) => a.status === 200)]!;
    for (const [i, password] of passwords.entries()) {
      expect(await loginStatus(learner.email, password, `10.62.1.${10 + i}`)).toBe(
        password === winner ? 200 : 401,
      );
    }
  });

  it('a reset link works until its hour is over, then is refused and leaves the password alone', async () => {
    const learner = await loggedInLearner('Reset Expiry');
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email }, sourceIp: '10.62.2.1' });
    const params = await linkParams(learner.email, RESET_LINK);
    const body = { password: 'too late secret', confirmPassword: 'too late secret' };

    expect((await later(TOKENS.resetTtlSeconds - 60, () => call(checkResetLink, { params }))).status).toBe(
      200,
    );
    await later(TOKENS.resetTtlSeconds + 1, async () => {
      expect(await call(checkResetLink, { params })).toMatchObject({
        status: 404,
        body: { msg: MESSAGES.invalidLink },
      });
      expect(await call(resetPassword, { params, body })).toMatchObject({
        status: 400,
        body: { msg: MESSAGES.invalidLink },
      });
    });
    expect(await loginStatus(learner.email, learner.password, '10.62.2.2')).toBe(200);
    expect(await loginStatus(learner.email, body.password, '10.62.2.3')).toBe(401);
  });

  it('a verification link is refused after 24 hours, and the account stays unverified', async () => {
    const email = uniqueEmail('verify-expiry');
    const params = await registered(email, '10.62.3.1');
    const refused = await later(TOKENS.verifyTtlSeconds + 1, () => call(verify, { params }));
    expect(refused).toMatchObject({ status: 400, body: { msg: MESSAGES.invalidLink } });
    expect((await getItem(`USER#${params.id}`, 'PROFILE'))?.verified).toBe(false);
    // Within its time the very same link works: the refusal was the expiry.
    expect((await later(TOKENS.verifyTtlSeconds - 60, () => call(verify, { params }))).status).toBe(200);
  });

  it('an access token lives 15 minutes: an older one is refused with 401 even though its signature is ours', async () => {
    const learner = await loggedInLearner('Token Expiry');
    const issued = decodeJwt(learner.jar.get('lf_access')!);
    expect(issued.exp! - issued.iat!).toBe(15 * 60);

    const signingJwk = JSON.parse(process.env.SESSION_SIGNING_KEY!);
    const signingKey = await importJWK(signingJwk, 'ES256');
    const signedAt = (ageSeconds: number) => {
      const iat = Math.floor(Date.now() / 1000) - ageSeconds;
      // The learner's live session, so only the token's age can refuse it.
      return new SignJWT({ name: learner.name, role: 'user', sid: issued.sid })
        .setProtectedHeader({ alg: 'ES256', kid: signingJwk.kid })
        .setSubject(issued.sub!)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKENS.accessTtlSeconds)
        .sign(signingKey);
    };
    const dashboard = async (token: string) =>
      call(httpHandler('GET /api/users/dashboard'), {
        path: '/api/users/dashboard',
        cookies: [`lf_access=${token}`],
      });

    expect((await dashboard(await signedAt(TOKENS.accessTtlSeconds - 30))).status).toBe(200);
    expect(await dashboard(await signedAt(TOKENS.accessTtlSeconds + 1))).toMatchObject({
      status: 401,
      body: { msg: 'Please log in.' },
    });
  });
});

describe('rate limits', () => {
  it('forgot password: three per address an hour, the fourth answers 429 and mails nothing', async () => {
    const learner = await loggedInLearner('Forgetful');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call(forgot, {
        path: '/api/users/reset',
        body: { email: learner.email },
        // From four places, so only the per-address limit applies.
        sourceIp: `10.63.${i}.1`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const resetMails = (await mailsTo(learner.email)).filter((mail) => RESET_LINK.test(mail.body.text ?? ''));
    expect(resetMails).toHaveLength(3);
  });

  it('registration: twenty an hour per source, even when sent all at once', async () => {
    const emails = Array.from({ length: 23 }, () => uniqueEmail('flood'));
    const answers = await Promise.all(
      emails.map((email) =>
        call(register, {
          path: '/api/register',
          body: { name: 'Flood Bot', email, password: PASSWORD, confirmPassword: PASSWORD },
          sourceIp: '10.64.0.1',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = emails.filter((_, i) => statuses[i] === 429);
    for (const email of refused) {
      expect(await getItem(`EMAIL#${email}`, 'EMAIL')).toBeUndefined();
      expect(await mailsTo(email)).toEqual([]);
    }
  });
});

describe("other people's e-mail addresses", () => {
  it('no read endpoint a learner can call returns another learner’s address', async () => {
    const [asha, ben] = await Promise.all([loggedInLearner('Asha Private'), loggedInLearner('Ben Curious')]);
    const course = await freshCourse();
    const a = learningClient(asha.jar);
    const b = learningClient(ben.jar);
    expect((await a.enroll(course._id)).status).toBe(200);
    expect((await a.love(course._id)).status).toBe(200);
    await a.newNote({ courseId: course._id, lessonId: 'lesson-1', content: `Reach me at ${asha.email}` });
    const sent = await asha.jar.call(submitRequest, {
      path: '/api/course/request',
      body: { name: 'Asha Private', email: asha.email, playlist: PLAYLIST, message: 'A course I made.' },
    });
    expect(sent.status).toBe(201);
    expect((await b.enroll(course._id)).status).toBe(200);

    const writing = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];
    const reads = httpRoutes.filter(
      (route) => !route.dynamodb.some((action) => writing.includes(action)) && route.access !== 'admin',
    );
    expect(reads.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/request/list', '/api/users/dashboard', '/api/course/play/{id}']),
    );
    for (const route of reads) {
      const handler = httpHandler(route.key);
      const values: Record<string, string> = route.path.startsWith('/api/users/')
        ? { id: userIdOf(asha.jar) }
        : { id: course._id, courseId: course._id };
      const answer = await ben.jar.call(handler, {
        method: route.method,
        path: route.path,
        params: paramsFor(route, values, 'not-a-real-token'),
        body: { courseId: course._id, lessonId: 'lesson-1' },
      });
      expect({ route: route.path, server: answer.status < 500 }).toEqual({ route: route.path, server: true });
      expect({
        route: route.path,
        leaks: JSON.stringify(answer.body).toLowerCase().includes(asha.email),
      }).toEqual({ route: route.path, leaks: false });
    }
    expect(await requestListOf(ben)).toEqual([]);
  });
});

const SCRIPT_NOTE = '<img src=x onerror=alert(1)>';
const SCRIPT_CHAT = '<script>alert(1)</script>';

function openChat(
  learner: TestLearner,
  otherCookies: string[] = [],
): Promise<{ socket: WebSocket; frames: Array<{ event: string; data: unknown }> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/socket.io?EIO=4&transport=websocket`, {
      headers: { Cookie: [...otherCookies, ...learner.jar.cookies()].join('; '), Origin: gateway.url },
    });
    const frames: Array<{ event: string; data: unknown }> = [];
    // A message holds one frame, or several that travel together as an array.
    socket.on('message', (data) => frames.push(...[JSON.parse(data.toString())].flat()));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('error', reject);
  });
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('script-like text is kept as data', () => {
  it('a note holding markup is stored and answered byte for byte, as JSON', async () => {
    const learner = await loggedInLearner('Markup Notes');
    const course = await freshCourse();
    const client = learningClient(learner.jar);
    expect((await client.enroll(course._id)).status).toBe(200);
    const title = '<b>bold</b>';
    const created = await client.newNote({
      courseId: course._id,
      lessonId: 'lesson-1',
      title,
      content: SCRIPT_NOTE,
    });
    expect(created.status).toBe(201);

    const response = await fetch(`${gateway.url}/api/note`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: learner.jar.cookies().join('; '),
        origin: gateway.url,
      },
      body: JSON.stringify({ courseId: course._id, lessonId: 'lesson-1' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const notes = (await response.json()) as Note[];
    expect(notes.map((n) => [n.title, n.content])).toEqual([[title, SCRIPT_NOTE]]);

    const [stored] = (await partitionItems(`USER#${userIdOf(learner.jar)}`)).filter((item) =>
      String(item.sk).startsWith('NOTE#'),
    );
    expect([stored?.title, stored?.content]).toEqual([title, SCRIPT_NOTE]);
  });

  it('a chat message holding a script reaches everyone, and the history, exactly as typed', async () => {
    const [sender, reader] = await Promise.all([
      loggedInLearner('Script Sender'),
      loggedInLearner('Script Reader'),
    ]);
    const [s, r] = await Promise.all([openChat(sender), openChat(reader)]);
    try {
      const text = `${SCRIPT_CHAT} ${Date.now()}`;
      s.socket.send(JSON.stringify({ action: 'send_chat', message: text }));
      const isMine = (f: { event: string; data: unknown }) =>
        f.event === 'chat' && (f.data as ChatMessage).message === text;
      const received = await until(() => r.frames.find(isMine), 'the chat frame');
      expect(received.data).toEqual({
        _id: expect.any(String),
        user: sender.name,
        message: text,
        createdAt: expect.any(String),
      });

      const stored = await recentMessages(COMMUNITY_ROOM, 50);
      expect(stored.find((m) => m.message === text)?.message).toBe(text);

      r.socket.send(JSON.stringify({ action: 'history' }));
      const history = await until(() => r.frames.find((f) => f.event === 'chat_history'), 'the history');
      expect((history.data as ChatMessage[]).some((m) => m.message === text)).toBe(true);
    } finally {
      s.socket.terminate();
      r.socket.terminate();
    }
  });
});
