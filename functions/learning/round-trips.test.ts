import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { resumeClient } from '../../test/support/resume-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner } from '../../test/support/users';
import { CATALOGUE_SHARDS } from '../data/shards';
import { httpManifest } from '../routes';

/**
 * Every read endpoint is served within two DynamoDB round trips of its own and never scans. A route
 * behind a login first checks the session (one BatchGetItem, runtime/live-session.ts), which comes on top.
 * The learner is enrolled in several courses with likes, progress and notes, so the counts are not
 * those of an empty account.
 */
let learner: LearningClient;
let course: Course;
const lesson = () => ({ courseId: course._id, lessonId: 'lesson-1' });

beforeAll(async () => {
  const courses = await Promise.all([freshCourse(), freshCourse(), freshCourse()]);
  course = courses[0]!;
  learner = learningClient((await loggedInLearner()).jar);
  for (const c of courses) {
    await learner.enroll(c._id);
    await learner.love(c._id);
    await learner.complete({ courseId: c._id, lessonId: 'lesson-2', done: true });
  }
  await learner.newNote({ ...lesson(), content: 'a note', position: 12 });
  await learner.newNote({ courseId: course._id, lessonId: 'lesson-3', content: 'another', position: 40 });
  await resumeClient(learner.jar).savePosition({ ...lesson(), position: 95 });
});

/**
 * The first list call of a container builds the catalogue index: the version, then every shard of
 * the catalogue's search source and of the rating totals in parallel (one page each at this size). That happens once per
 * container, not per request, so it is outside the two-round-trip rule; every later list call is
 * answered from memory.
 */
it('GET /api/course (cold): builds the index once, from parallel Queries of GSI3, never a Scan', async () => {
  const { result, commands } = await countRoundTrips(() => learner.courses());
  expect(result.status).toBe(200);
  // Each shard of GSI3 and each shard of the rating totals, all in parallel.
  expect(commands).toEqual(['GetItemCommand', ...Array(2 * CATALOGUE_SHARDS).fill('QueryCommand')]);
});

const reads: [string, () => Promise<{ status: number }>, string[]][] = [
  ['GET /api/course (warm)', () => learner.courses(), []],
  ['GET /api/course/detail/{id}', () => learner.detail(course._id), ['GetItemCommand']],
  ['GET /api/recommended/course', () => learner.recommended(), ['QueryCommand', 'GetItemCommand']],
  // GET /api/users/dashboard and GET /api/course/play/{id} read their parts in parallel: their
  // rounds are counted in dashboard.test.ts and play-answer.test.ts.
  [
    'GET /api/lesson/completed/{courseId}',
    () => learner.completed(course._id),
    ['GetItemCommand', 'GetItemCommand'],
  ],
  ['POST /api/note', () => learner.notes(lesson()), ['GetItemCommand', 'QueryCommand']],
  [
    'GET /api/notebook/{courseId}',
    () => resumeClient(learner.jar).notebook(course._id),
    ['GetItemCommand', 'QueryCommand'],
  ],
];

const SESSION_CHECK = 'BatchGetItemCommand';
const behindLogin = (route: string): boolean =>
  httpManifest[route.replace(' (warm)', '') as keyof typeof httpManifest].access !== 'public';

it.each(reads)('%s: at most two round trips, no Scan', async (route, read, expected) => {
  const { result, commands } = await countRoundTrips(read);
  expect(result.status).toBe(200);
  const own = behindLogin(route) ? commands.slice(1) : commands;
  if (behindLogin(route)) expect(commands[0]).toBe(SESSION_CHECK);
  expect(own.length).toBeLessThanOrEqual(2);
  expect(commands).not.toContain('ScanCommand');
  expect([...own].sort()).toEqual([...expected].sort());
});
