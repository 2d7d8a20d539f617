/**
 * What an edge may keep: an anonymous read of the public catalogue and course pages is shared for a
 * minute; an answer to a logged-in caller, a write, or a refusal never is, even on those same routes.
 */

import { httpHandler } from '../../infra/local/handlers';
import type { Course } from '../../shared/types';
import { freshCourse } from '../../test/support/courses';
import { call } from '../../test/support/events';
import { learningClient } from '../../test/support/learning-client';
import { resumeClient } from '../../test/support/resume-client';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { httpRoutes } from '../routes';

const catalogue = httpHandler('GET /api/catalogue');
const SHARED = 'public, max-age=60';
const NEVER_STORED = 'private, no-store';

describe('Cache-Control of API answers', () => {
  let course: Course;
  let person: TestLearner;

  beforeAll(async () => {
    course = await freshCourse();
    person = await loggedInLearner('Cached Cora');
  });

  it('lets an edge keep an anonymous read of a course, the course list and the catalogue for 60 s', async () => {
    const anonymous = learningClient();
    const detail = await anonymous.detail(course._id);
    expect(detail.status).toBe(200);
    expect(detail.headers['cache-control']).toBe(SHARED);
    expect((await anonymous.courses()).headers['cache-control']).toBe(SHARED);
    const page = await call(catalogue, { path: '/api/catalogue', query: { limit: '1', sort: 'popular' } });
    expect(page).toMatchObject({ status: 200, headers: { 'cache-control': SHARED } });
  });

  it('never lets anything keep an answer to a logged-in learner, even on a public route', async () => {
    const learner = learningClient(person.jar);
    const detail = await learner.detail(course._id);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual((await learningClient().detail(course._id)).body);
    expect(detail.headers['cache-control']).toBe(NEVER_STORED);
    expect((await learner.courses()).headers['cache-control']).toBe(NEVER_STORED);
    const dashboard = await learner.dashboard();
    expect(dashboard).toMatchObject({ status: 200, headers: { 'cache-control': NEVER_STORED } });
  });

  it('never lets anything keep a write or a refusal', async () => {
    await learningClient(person.jar).enroll(course._id);
    const saved = await resumeClient(person.jar).savePosition({
      courseId: course._id,
      lessonId: 'lesson-1',
      position: 30,
    });
    expect(saved).toMatchObject({ status: 200, headers: { 'cache-control': NEVER_STORED } });
    const unknown = await learningClient().detail('no-such-course');
    expect(unknown).toMatchObject({ status: 404, headers: { 'cache-control': NEVER_STORED } });
  });

  it('is shared only on public GET routes of the manifest', () => {
    const shared = httpRoutes.filter((route) => route.edgeCache);
    for (const route of shared)
      expect({ key: route.key, access: route.access }).toEqual({
        key: expect.stringMatching(/^GET /),
        access: 'public',
      });
    expect(shared.map((route) => route.key).sort()).toEqual([
      'GET /api/catalogue',
      'GET /api/certificates/{id}',
      'GET /api/course',
      'GET /api/course/detail/{id}',
    ]);
  });
});
