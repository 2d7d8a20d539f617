/**
 * An access token is only as good as the session behind it: after logout, a password change, a reset
 * or an account deletion, the old access cookie (still within its 15 minutes) gets 401 on every route
 * behind a login at once, and a revoked admin's token carries no admin power on the next call.
 * Public routes stay stateless. Handlers run in this process against DynamoDB Local.
 */
import { randomBytes } from 'node:crypto';
import { setRole } from '../../functions/data/users';
import { httpHandler } from '../../infra/local/handlers';
import { setRoleByEmail } from '../../scripts/lib/admin-command';
import { loggedInAdmin } from '../support/admins';
import { freshCourse } from '../support/courses';
import { discussionClient } from '../support/discussion-client';
import { call } from '../support/events';
import { linkParams, RESET_LINK } from '../support/inbox';
import { learningClient, userIdOf } from '../support/learning-client';
import { countRoundTrips } from '../support/round-trips';
import { loggedInLearner, secondBrowser, type TestLearner } from '../support/users';

const logout = httpHandler('GET /api/logout');
const me = httpHandler('GET /api/users/me');
const rename = httpHandler('PUT /api/users/me');
const dashboard = httpHandler('GET /api/users/dashboard');
const newNote = httpHandler('POST /api/note/new');
const changePassword = httpHandler('POST /api/users/me/password');
const deleteAccount = httpHandler('DELETE /api/users/me');
const forgot = httpHandler('POST /api/users/reset');
const resetPassword = httpHandler('POST /api/users/{id}/reset/{token}');
const submitRequest = httpHandler('POST /api/course/request');
const listRequests = httpHandler('POST /api/request/list');
const reject = httpHandler('POST /api/request/{id}/reject');
const catalogue = httpHandler('GET /api/course');

/**
 * What a copy of `cookies` still gets: a personal read, a rename, a note and the dashboard, each
 * as it would be sent after the session ended.
 */
async function statusesWith(cookies: string[], courseId: string): Promise<number[]> {
  const answers = await Promise.all([
    call(me, { path: '/api/users/me', cookies }),
    call(rename, { method: 'PUT', path: '/api/users/me', cookies, body: { name: 'Renamed Later' } }),
    call(dashboard, { path: '/api/users/dashboard', cookies }),
    call(newNote, {
      path: '/api/note/new',
      cookies,
      body: { courseId, lessonId: 'lesson-1', title: 'After the end', note: 'should not be kept', time: 5 },
    }),
  ]);
  return answers.map((answer) => answer.status);
}

/** A learner enrolled in a fresh course, whose cookies work on every route checked. */
async function enrolledLearner(name: string): Promise<{ learner: TestLearner; courseId: string }> {
  const learner = await loggedInLearner(name);
  const course = await freshCourse();
  expect((await learningClient(learner.jar).enroll(course._id)).status).toBe(200);
  expect((await call(me, { path: '/api/users/me', cookies: learner.jar.cookies() })).status).toBe(200);
  return { learner, courseId: course._id };
}

const ALL_REFUSED = [401, 401, 401, 401];

describe('an access cookie whose session has ended', () => {
  it('gets 401 after logout, on reads of personal data and on writes', async () => {
    const { learner, courseId } = await enrolledLearner('Logged Out Reader');
    const copied = learner.jar.cookies();
    expect((await learner.jar.call(logout, { path: '/api/logout' })).status).toBe(200);
    expect(await statusesWith(copied, courseId)).toEqual(ALL_REFUSED);
  });

  it('gets 401 on the other devices after a password change, while the device that changed it goes on', async () => {
    const { learner, courseId } = await enrolledLearner('Password Changer');
    const other = await secondBrowser(learner);
    const otherCookies = other.cookies();
    const password = 'another good secret';
    const changed = await learner.jar.call(changePassword, {
      path: '/api/users/me/password',
      body: { currentPassword: learner.password, password, confirmPassword: password },
    });
    expect(changed.status).toBe(200);
    expect(await statusesWith(otherCookies, courseId)).toEqual(ALL_REFUSED);
    expect((await learner.jar.call(me, { path: '/api/users/me' })).status).toBe(200);
  });

  it('gets 401 everywhere after a password reset', async () => {
    const { learner, courseId } = await enrolledLearner('Reset Reader');
    const copied = learner.jar.cookies();
    await call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
    const params = await linkParams(learner.email, RESET_LINK);
    const password = 'a completely new secret';
    const reset = await call(resetPassword, { params, body: { password, confirmPassword: password } });
    expect(reset.status).toBe(200);
    expect(await statusesWith(copied, courseId)).toEqual(ALL_REFUSED);
  });

  it('gets 401 after the account is deleted, and writes nothing for it', async () => {
    const { learner, courseId } = await enrolledLearner('Deleted Writer');
    const copied = learner.jar.cookies();
    const deleted = await learner.jar.call(deleteAccount, {
      method: 'DELETE',
      path: '/api/users/me',
      body: { password: learner.password },
    });
    expect(deleted.status).toBe(200);
    expect(await statusesWith(copied, courseId)).toEqual(ALL_REFUSED);
    const request = await call(submitRequest, {
      path: '/api/course/request',
      cookies: copied,
      body: {
        name: 'Ghost Writer',
        email: learner.email,
        playlist: 'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
        message: 'Written after the account was deleted.',
      },
    });
    expect(request.status).toBe(401);
  });

  it('is refused only for the ended session: the same learner’s other sessions go on', async () => {
    const { learner, courseId } = await enrolledLearner('Two Browsers');
    const other = await secondBrowser(learner);
    expect((await other.call(logout, { path: '/api/logout' })).status).toBe(200);
    expect(await statusesWith(learner.jar.cookies(), courseId)).not.toContain(401);
  });
});

describe('a revoked admin', () => {
  it('loses every admin power on the next call: no deleting others’ questions, no one else’s requests', async () => {
    const course = await freshCourse();
    const lesson = { courseId: course._id, lessonId: 'lesson-1' };
    const asker = await loggedInLearner('Question Owner');
    expect((await learningClient(asker.jar).enroll(course._id)).status).toBe(200);
    const asked = await discussionClient(asker.jar).ask(lesson, {
      title: 'Why does the loop stop early?',
      body: 'It stops after the second pass, and I cannot see why.',
    });
    expect(asked.status).toBe(201);
    const secret = `requester.${randomBytes(4).toString('hex')}@example.com`;
    const requested = await asker.jar.call(submitRequest, {
      path: '/api/course/request',
      body: {
        name: 'Question Owner',
        email: secret,
        playlist: 'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
        message: 'Please add this playlist.',
      },
    });
    expect(requested.status).toBe(201);

    const admin = await loggedInAdmin('Soon Revoked');
    const asAdmin = await admin.jar.call<Array<{ email: string }>>(listRequests, {
      path: '/api/request/list',
      method: 'POST',
    });
    expect(asAdmin.body.map((r) => r.email)).toContain(secret);

    // The stored role alone goes (the operator's revoke also ends the sessions: see below), so
    // only the role read from storage can refuse the still-valid admin token.
    await setRole(userIdOf(admin.jar), 'user');
    const afterRevoke = await admin.jar.call<Array<{ email: string }>>(listRequests, {
      path: '/api/request/list',
      method: 'POST',
    });
    expect(afterRevoke.status).toBe(200);
    expect(afterRevoke.body.map((r) => r.email)).not.toContain(secret);
    const deleted = await discussionClient(admin.jar).deleteQuestion(asked.body._id);
    expect(deleted.status).not.toBe(200);
    expect((await discussionClient(asker.jar).thread(asked.body._id)).status).toBe(200);
  });

  it('is logged out by the operator’s revoke: the old token gets 401 on the next call', async () => {
    const admin = await loggedInAdmin('Fully Revoked');
    await setRoleByEmail(admin.email, 'user');
    expect((await admin.jar.call(listRequests, { path: '/api/request/list', method: 'POST' })).status).toBe(
      401,
    );
  });
});

describe('what the check costs', () => {
  it('is one BatchGetItem on a route behind a login, and nothing on a public read', async () => {
    const learner = await loggedInLearner('Counted Learner');
    const admin = await loggedInAdmin('Counted Admin');
    const personal = await countRoundTrips(() => learner.jar.call(me, { path: '/api/users/me' }));
    expect(personal.commands[0]).toBe('BatchGetItemCommand');
    expect(personal.commands.filter((c) => c === 'BatchGetItemCommand')).toHaveLength(1);
    const adminCall = await countRoundTrips(() =>
      admin.jar.call(reject, {
        path: '/api/request/x/reject',
        params: { id: 'no-such-request' },
        method: 'POST',
      }),
    );
    expect(adminCall.commands[0]).toBe('BatchGetItemCommand');
    expect(adminCall.result.status).toBe(404);
    const publicRead = await countRoundTrips(() => learner.jar.call(catalogue, { path: '/api/course' }));
    expect(publicRead.commands).not.toContain('BatchGetItemCommand');
  });
});
