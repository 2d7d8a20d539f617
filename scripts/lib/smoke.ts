/**
 * The post-deploy check: drives a deployed site the way a learner would, one step at a time, and
 * stops at the first step that fails. Each step prints one line with its time.
 */
import { randomBytes } from 'node:crypto';
import type { Io } from './cli';
import { SiteClient, SmokeFailure } from './smoke-client';
import { linkFromInbox, linkFromOperator, VERIFY_PATH } from './smoke-mail';

export interface SmokeEnv {
  /** The address to register with; its mailbox must be readable (SMOKE_MAIL_URL or the operator). */
  SMOKE_EMAIL?: string;
  /** A local SES inbox (the local stack's, or LocalStack's `/_aws/ses`) to read the link from. */
  SMOKE_MAIL_URL?: string;
  /** Seconds one request, the mail or a chat message may take (default 20). */
  SMOKE_TIMEOUT_S?: string;
}

interface Course {
  _id: string;
  name: string;
  lessons?: Array<{ _id: string }>;
}

/** What the steps learn and pass on. */
interface Journey {
  site: SiteClient;
  env: SmokeEnv;
  email: string;
  password: string;
  course?: Course;
  lessonId?: string;
}

type Step = [name: string, run: (journey: Journey) => Promise<string>];

const ACCOUNT_DELETION = '/api/users/me';

const STEPS: Step[] = [
  [
    'home page',
    async ({ site }) => {
      const page = await site.expect('GET', '/', 200);
      if (!page.contentType.includes('text/html') || !page.text.includes('id="root"'))
        throw new SmokeFailure('GET / is not the app page (no <div id="root">): is the web build uploaded?');
      const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
      if (!script) throw new SmokeFailure('the app page names no /assets/*.js script');
      await site.expect('GET', script, 200);
      return `the app page and ${script}`;
    },
  ],
  [
    'catalogue',
    async (journey) => {
      const courses = (await journey.site.expect('GET', '/api/course', 200)).json() as Course[];
      if (!Array.isArray(courses) || courses.length === 0)
        throw new SmokeFailure('the catalogue is empty: import it (npm run catalogue:import -- ... --aws)');
      journey.course = courses[0];
      return `${courses.length} courses`;
    },
  ],
  [
    'course',
    async (journey) => {
      const path = `/api/course/detail/${journey.course!._id}`;
      const course = (await journey.site.expect('GET', path, 200)).json() as Course;
      journey.lessonId = course.lessons?.[0]?._id;
      if (!journey.lessonId) throw new SmokeFailure(`${path} lists no lessons`);
      return `"${course.name}", ${course.lessons!.length} lessons`;
    },
  ],
  [
    'register',
    async ({ site, email, password }) => {
      await site.expect('POST', '/api/register', 201, {
        name: 'Smoke Check',
        email,
        password,
        confirmPassword: password,
      });
      return email;
    },
  ],
  [
    'verify e-mail',
    async ({ site, email, env }) => {
      const link = env.SMOKE_MAIL_URL
        ? await linkFromInbox(env.SMOKE_MAIL_URL, email, site.timeoutMs)
        : await linkFromOperator(email);
      const [path] = VERIFY_PATH.exec(link)!;
      await site.expect('GET', `/api${path}`, 200);
      return 'the link from the mail';
    },
  ],
  [
    'log in',
    async ({ site, email, password }) => {
      await site.expect('POST', '/api/login', 200, { email, password });
      return 'session cookies set';
    },
  ],
  [
    'enrol',
    async ({ site, course }) => {
      await site.expect('POST', '/api/enroll', 200, { courseId: course!._id });
      return course!.name;
    },
  ],
  [
    'tick a lesson',
    async ({ site, course, lessonId }) => {
      await site.expect('PUT', '/api/lesson/complete', 200, { courseId: course!._id, lessonId, done: true });
      return 'first lesson complete';
    },
  ],
  [
    'post a note',
    async ({ site, course, lessonId }) => {
      await site.expect('POST', '/api/note/new', 201, {
        courseId: course!._id,
        lessonId,
        title: 'Smoke check',
        content: 'Written by npm run smoke after a deploy.',
      });
      return 'saved';
    },
  ],
  [
    'chat round trip',
    async ({ site }) => {
      const message = `Smoke check ${randomBytes(4).toString('hex')}`;
      await site.chatRoundTrip({ action: 'send_chat', message }, (frame) => {
        const { event, data } = frame as { event?: string; data?: { message?: string } };
        return event === 'chat' && data?.message === message;
      });
      return 'sent over /socket.io and received back';
    },
  ],
  [
    'log out',
    async ({ site }) => {
      await site.expect('GET', '/api/logout', 200);
      await site.expect('GET', '/api/users/dashboard', 401);
      return 'the session is gone';
    },
  ],
  [
    'clean up',
    async ({ site, email, password }) => {
      await site.expect('POST', '/api/login', 200, { email, password });
      const answer = await site.request('DELETE', ACCOUNT_DELETION, { password });
      if (answer.status === 404 || answer.status === 405) {
        await site.expect('GET', '/api/logout', 200);
        return `skipped: this site has no account deletion (DELETE ${ACCOUNT_DELETION} answered ${answer.status}); ${email} stays`;
      }
      if (answer.status < 200 || answer.status > 299)
        throw new SmokeFailure(
          `DELETE ${ACCOUNT_DELETION} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
        );
      return `${email} deleted`;
    },
  ],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Runs every step against `siteUrl`; answers the exit code (0 passed, 1 a step failed, 2 bad usage). */
export async function runSmoke(siteUrl: string | undefined, env: SmokeEnv, io: Io): Promise<number> {
  const timeoutS = Number(env.SMOKE_TIMEOUT_S ?? 20);
  if (!(timeoutS > 0)) {
    io.err(`SMOKE_TIMEOUT_S "${env.SMOKE_TIMEOUT_S}" is not a number of seconds.`);
    return 2;
  }
  let site: SiteClient;
  try {
    if (!siteUrl || !/^https?:$/.test(new URL(siteUrl).protocol)) throw new Error();
    site = new SiteClient(siteUrl, timeoutS * 1000);
  } catch {
    io.err('Usage: npm run smoke -- <site URL>   e.g. npm run smoke -- https://learn.example.org');
    return 2;
  }
  const email = (env.SMOKE_EMAIL ?? '').trim().toLowerCase();
  if (!env.SMOKE_MAIL_URL && !email) {
    io.err('Set SMOKE_EMAIL to an address whose mail you can read, or SMOKE_MAIL_URL to a local SES inbox.');
    return 2;
  }
  if (email && !EMAIL.test(email)) {
    io.err(`SMOKE_EMAIL "${env.SMOKE_EMAIL}" is not an e-mail address.`);
    return 2;
  }
  const journey: Journey = {
    site,
    env,
    email: email || `smoke-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`,
    password: `smoke-${randomBytes(9).toString('base64url')}`,
  };

  io.out(`Smoke check of ${site.base}`);
  const started = Date.now();
  for (const [name, run] of STEPS) {
    const stepStarted = Date.now();
    try {
      const detail = await run(journey);
      io.out(`  ok    ${name.padEnd(16)} ${`${Date.now() - stepStarted} ms`.padStart(8)}  ${detail}`);
    } catch (error) {
      const message = error instanceof SmokeFailure ? error.message : String(error);
      io.err(`  FAIL  ${name.padEnd(16)} ${`${Date.now() - stepStarted} ms`.padStart(8)}  ${message}`);
      io.err(`Smoke check failed at "${name}".`);
      return 1;
    }
  }
  io.out(`Smoke check passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}
