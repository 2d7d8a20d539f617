/**
 * GET /api/users/dashboard through the real handlers and DynamoDB Local: one answer carries what the
 * dashboard page shows (the courses, the recommendations, the count of review cards due and the
 * weekly progress), each part exactly as its own route answers it, read in two rounds.
 */
import type { LearnerDashboard } from '../../shared/learning';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { CookieJar } from '../../test/support/events';
import { habitsClient } from '../../test/support/habits-client';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { reviewClient } from '../../test/support/review-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { loggedInLearner, type TestLearner } from '../../test/support/users';

let course: Course;
let learner: TestLearner;
let learning: LearningClient;
const dashboard = async () =>
  (await learning.dashboard()) as unknown as { status: number; body: LearnerDashboard };

beforeAll(async () => {
  course = await freshCourse();
  learner = await loggedInLearner('Dashboard Learner');
  learning = learningClient(learner.jar);
  await learning.enroll(course._id);
  await habitsClient(learner.jar).setGoal({ lessonsPerWeek: 3, timeZone: 'UTC' });
  await learning.complete({ courseId: course._id, lessonId: 'lesson-1', done: true });
  for (const content of ['A loop repeats.', 'A function returns.']) {
    const note = await learning.newNote({ courseId: course._id, lessonId: 'lesson-2', content });
    await reviewClient(learner.jar).make({
      courseId: course._id,
      lessonId: 'lesson-2',
      noteId: note.body.note._id,
    });
  }
});

it('carries the recommendations, the cards due and the weekly progress as their own routes answer them', async () => {
  const [{ status, body }, recommended, due, progress] = await Promise.all([
    dashboard(),
    learning.recommended(),
    reviewClient(learner.jar).due({ limit: '0' }),
    habitsClient(learner.jar).progress(),
  ]);
  expect(status).toBe(200);
  expect(body.courseEnrolled.map((entry) => entry.courseId._id)).toEqual([course._id]);
  expect(body.recommended).toEqual(recommended.body);
  expect(body.recommended?.map((c) => c._id)).not.toContain(course._id);
  expect(body.cardsDue).toBe(2);
  expect(body.cardsDue).toBe(due.body.total);
  expect(body.progress).toEqual(progress.body);
  expect(body.progress?.thisWeek.lessons).toBe(1);
});

it('gives a new learner an empty dashboard with picks, no cards and no goal', async () => {
  const newcomer = learningClient((await loggedInLearner('New Learner')).jar);
  const { status, body } = (await newcomer.dashboard()) as unknown as {
    status: number;
    body: LearnerDashboard;
  };
  expect(status).toBe(200);
  expect(body.courseEnrolled).toEqual([]);
  expect(body.recommended?.length).toBeGreaterThan(0);
  expect(body.cardsDue).toBe(0);
  expect(body.progress?.goal).toBeNull();
});

it('reads in two rounds after the session check: three Queries at once, then one BatchGet', async () => {
  await dashboard(); // the catalogue index is built once per container, not per request
  const { result, commands } = await countRoundTrips(() => learning.dashboard());
  expect(result.status).toBe(200);
  const [sessionCheck, ...own] = commands;
  expect(sessionCheck).toBe('BatchGetItemCommand');
  expect(own).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand', 'BatchGetItemCommand']);
  expect(commands).not.toContain('ScanCommand');
});

it('answers 401 to a visitor', async () => {
  expect((await learningClient(new CookieJar()).dashboard()).status).toBe(401);
});
