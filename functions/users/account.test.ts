/**
 * Account settings through the real handlers against DynamoDB Local: the profile, a new name, a
 * password change and the data export. The local gateway runs in this process so chat sockets are
 * real.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { httpHandler } from '../../infra/local/handlers';
import { ACCOUNT_MESSAGES, EXPORT_FILE_NAME } from '../../shared/account';
import { COMMUNITY_ROOM } from '../../shared/chat';
import { MESSAGES } from '../../shared/constants';
import { NAME_MSG } from '../../shared/names';
import { DEFAULT_PREFERENCES } from '../../shared/preferences';
import type { Course } from '../../shared/types';
import { accountClient } from '../../test/support/account-client';
import { certificateClient } from '../../test/support/certificate-client';
import { chatGatewayForFile } from '../../test/support/chat-gateway';
import { closedWithin, eventually, joinedChat } from '../../test/support/chat-socket';
import { freshCourse } from '../../test/support/courses';
import { discussionClient } from '../../test/support/discussion-client';
import { CookieJar } from '../../test/support/events';
import { linkParams, RESET_LINK } from '../../test/support/inbox';
import { learningClient, userIdOf } from '../../test/support/learning-client';
import { quizClient, sampleAnswers, sampleQuiz, withQuizzes } from '../../test/support/quiz-client';
import { storedChatMessage } from '../../test/support/table-items';
import { loggedInLearner, type TestLearner } from '../../test/support/users';

const login = httpHandler('POST /api/login');
const refresh = httpHandler('GET /api/token/refresh');
const forgot = httpHandler('POST /api/users/reset');
const checkReset = httpHandler('GET /api/users/{id}/reset/{token}');
const submitRequest = httpHandler('POST /api/course/request');

jest.setTimeout(60_000);

const gateway = chatGatewayForFile();

const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
const someSource = () => `10.${randomBytes(3).join('.')}`;

async function logInAgain(learner: TestLearner, password = learner.password, sourceIp?: string) {
  const jar = new CookieJar();
  const answer = await jar.call(login, {
    path: '/api/login',
    body: { email: learner.email, password },
    sourceIp,
  });
  return { jar, answer };
}

describe('GET /api/users/me', () => {
  it('answers the account as it is, never a hash or a token', async () => {
    const learner = await loggedInLearner(uniqueName('Profile'));
    const answer = await accountClient(learner.jar).me();
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'mailUndeliverable',
      'name',
      'preferences',
      'role',
      'uiLanguageChosen',
    ]);
    expect(answer.body).toMatchObject({
      _id: userIdOf(learner.jar),
      name: learner.name,
      email: learner.email,
      role: 'user',
      mailUndeliverable: null,
    });
  });

  it('is for logged-in users only', async () => {
    expect((await accountClient().me()).status).toBe(401);
  });
});

describe('PUT /api/users/me', () => {
  it('refuses a name the registration would refuse, with a message for the field', async () => {
    const learner = await loggedInLearner(uniqueName('Renamer'));
    const account = accountClient(learner.jar);
    expect(await account.rename('  ')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.nameLength },
    });
    expect(await account.rename('A'.repeat(51))).toMatchObject({
      status: 400,
      body: { msg: 'A name has 1 to 50 characters.' },
    });
    expect(await account.rename('Evil\u202Eeman')).toMatchObject({ status: 400, body: { msg: NAME_MSG } });
    expect((await account.me()).body.name).toBe(learner.name);
  });

  it('takes a short name such as Li', async () => {
    const learner = await loggedInLearner(uniqueName('Short'));
    const account = accountClient(learner.jar);
    expect(await account.rename('Li')).toMatchObject({ status: 200, body: { name: 'Li' } });
    expect((await account.me()).body.name).toBe('Li');
  });

  it('shows the new name at once: in the session, in new chat messages, but not on certificates issued before', async () => {
    const learner = await loggedInLearner(uniqueName('Before'));
    const course = await freshCourse();
    const learning = learningClient(learner.jar);
    await learning.enroll(course._id);
    for (const n of [1, 2, 3])
      await learning.complete({ courseId: course._id, lessonId: `lesson-${n}`, done: true });
    const certificate = await certificateClient(learner.jar).claim(course._id);
    const chat = await joinedChat(gateway.url, learner.jar.cookies());

    const renamed = uniqueName('After');
    // As in the cloud, where only login and refresh hold the session signing key.
    const signingKey = process.env.SESSION_SIGNING_KEY;
    delete process.env.SESSION_SIGNING_KEY;
    const answer = await accountClient(learner.jar)
      .rename(`  ${renamed}  `)
      .finally(() => {
        process.env.SESSION_SIGNING_KEY = signingKey;
      });
    expect(answer).toMatchObject({ status: 200, body: { name: renamed } });
    expect((await accountClient(learner.jar).me()).body.name).toBe(renamed);

    // The socket was opened under the old name; what it sends now carries the new one.
    const text = `renamed ${Date.now()}`;
    chat.send({ action: 'send_chat', message: text });
    const sent = await eventually(() => storedChatMessage(COMMUNITY_ROOM, text), 'the message is stored');
    expect(sent.user).toBe(renamed);
    chat.socket.close();
    // The refresh the app asks for right after brings an access token with the new name, which new
    // sockets and discussion posts take theirs from.
    expect((await learner.jar.call(refresh, { path: '/api/token/refresh' })).body).toMatchObject({
      name: renamed,
    });
    expect(decodeJwt(learner.jar.get('lf_access')!).name).toBe(renamed);
    const lesson = { courseId: course._id, lessonId: 'lesson-1' };
    const asked = await discussionClient(learner.jar).ask(lesson, {
      title: 'After renaming',
      body: 'Who am I?',
    });
    expect((await discussionClient(learner.jar).thread(asked.body._id)).body.question.author).toBe(renamed);

    expect((await certificateClient().show(certificate.body._id)).body.learnerName).toBe(learner.name);
  });
});

describe('POST /api/users/me/password', () => {
  const change = (learner: TestLearner, current: string, next: string, sourceIp?: string) =>
    accountClient(learner.jar, sourceIp).changePassword({
      currentPassword: current,
      password: next,
      confirmPassword: next,
    });

  it('keeps this session, ends every other one with its sockets, and kills outstanding reset links', async () => {
    const learner = await loggedInLearner(uniqueName('Changer'));
    const { jar: elsewhere } = await logInAgain(learner);
    const [here, there] = [
      await joinedChat(gateway.url, learner.jar.cookies()),
      await joinedChat(gateway.url, elsewhere.cookies()),
    ];
    await new CookieJar().call(forgot, { path: '/api/users/reset', body: { email: learner.email } });
    const link = await linkParams(learner.email, RESET_LINK);

    const answer = await change(learner, learner.password, 'a brand new secret');
    expect(answer).toMatchObject({ status: 200, body: { msg: ACCOUNT_MESSAGES.passwordChanged } });

    expect(await closedWithin(there)).toBe(1000);
    expect((await elsewhere.call(refresh, { path: '/api/token/refresh' })).status).toBe(401);
    expect((await learner.jar.call(refresh, { path: '/api/token/refresh' })).status).toBe(200);
    expect(here.socket.readyState).toBe(here.socket.OPEN);
    here.socket.close();
    expect((await new CookieJar().call(checkReset, { path: '/api/users/reset', params: link })).status).toBe(
      404,
    );

    expect((await logInAgain(learner)).answer.status).toBe(401);
    expect((await logInAgain(learner, 'a brand new secret')).answer.status).toBe(200);
  });

  it('checks the new password by the shared rules before anything else', async () => {
    const learner = await loggedInLearner(uniqueName('Checker'));
    const offer = (password: string, confirmPassword = password) =>
      accountClient(learner.jar).changePassword({
        currentPassword: learner.password,
        password,
        confirmPassword,
      });
    expect(await offer('short')).toMatchObject({
      status: 400,
      body: { msg: ACCOUNT_MESSAGES.newPasswordLength },
    });
    expect(await offer('long enough 1', 'long enough 2')).toMatchObject({
      status: 400,
      body: { msg: MESSAGES.passwordsDiffer },
    });
    expect((await logInAgain(learner)).answer.status).toBe(200);
  });

  it('counts a wrong current password toward the login limits, and a right one never', async () => {
    const learner = await loggedInLearner(uniqueName('Guessed'));
    const source = someSource();
    for (let i = 0; i < 9; i++) {
      expect(await change(learner, `wrong guess ${i}`, 'never set 123', source)).toMatchObject({
        status: 400,
        body: { msg: ACCOUNT_MESSAGES.wrongPassword },
      });
    }
    // The right one is given back: the window still holds nine.
    const next = 'the owner changed it';
    expect((await change(learner, learner.password, next, source)).status).toBe(200);
    expect((await change(learner, 'tenth wrong guess', 'never set 123', source)).status).toBe(400);
    // The window is full: from this source even the right password is refused, here and at login.
    expect((await change(learner, next, 'never set 456', source)).status).toBe(429);
    expect((await logInAgain(learner, next, source)).answer.status).toBe(429);
    expect((await logInAgain(learner, next, someSource())).answer.status).toBe(200);
  });
});

describe('GET /api/users/me/export', () => {
  let owner: TestLearner;
  let other: TestLearner;
  let courses: Course[];

  beforeAll(async () => {
    [owner, other] = await Promise.all([
      loggedInLearner(uniqueName('Exporter')),
      loggedInLearner(uniqueName('Neighbour')),
    ]);
    courses = await Promise.all([freshCourse(), freshCourse()]);
    const [mine, theirs] = [learningClient(owner.jar), learningClient(other.jar)];
    for (const learner of [mine, theirs]) {
      await learner.enroll(courses[0]!._id);
      await learner.love(courses[0]!._id);
      await learner.newNote({
        courseId: courses[0]!._id,
        lessonId: 'lesson-1',
        content: `note of ${learner === mine ? 'mine' : 'theirs'}`,
      });
    }
    await mine.enroll(courses[1]!._id);
    for (const n of [1, 2, 3])
      await mine.complete({ courseId: courses[1]!._id, lessonId: `lesson-${n}`, done: true });
    await certificateClient(owner.jar).claim(courses[1]!._id);
    await mine.newNote({
      courseId: courses[1]!._id,
      lessonId: 'lesson-2',
      title: 'Loops',
      content: 'for and while',
      position: 42,
    });
    await owner.jar.call(httpHandler('PUT /api/progress/position'), {
      method: 'PUT',
      path: '/api/progress/position',
      body: { courseId: courses[1]!._id, lessonId: 'lesson-2', position: 75 },
    });
    const requested = await owner.jar.call(submitRequest, {
      path: '/api/course/request',
      body: {
        name: owner.name,
        email: owner.email,
        playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
        message: 'Please add this',
      },
    });
    expect(requested.status).toBe(201);
    const [quiz] = await withQuizzes(courses[1]!, [sampleQuiz('Loops quiz')]);
    await quizClient(owner.jar).attempt(quiz!._id, sampleAnswers(3));
    const lesson = { courseId: courses[0]!._id, lessonId: 'lesson-1' };
    const asked = await discussionClient(owner.jar).ask(lesson, {
      title: 'My question',
      body: 'mine to ask',
    });
    await discussionClient(owner.jar).answer(asked.body._id, { body: 'my own answer' });
    await discussionClient(other.jar).ask(lesson, { title: 'Their question', body: 'theirs to ask' });
    for (const [learner, text] of [
      [owner, 'hello from the exporter'],
      [other, 'hello from the neighbour'],
    ] as const) {
      const chat = await joinedChat(gateway.url, learner.jar.cookies());
      chat.send({ action: 'send_chat', message: text });
      await eventually(() => storedChatMessage(COMMUNITY_ROOM, text), text);
      chat.socket.close();
    }
  });

  it('downloads as learnfree-data.json with everything kept about the caller', async () => {
    const answer = await accountClient(owner.jar).exportData();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
    const data = answer.body;
    expect(data.profile).toEqual({
      _id: userIdOf(owner.jar),
      name: owner.name,
      email: owner.email,
      role: 'user',
      createdAt: expect.any(String),
      preferences: DEFAULT_PREFERENCES,
      uiLanguageChosen: true,
      mailUndeliverable: null,
    });
    const byCourse = new Map(data.enrolments.map((e) => [e.courseId, e]));
    expect(byCourse.get(courses[0]!._id)).toMatchObject({
      courseName: courses[0]!.name,
      liked: true,
      progress: 0,
    });
    expect(byCourse.get(courses[1]!._id)).toMatchObject({
      liked: false,
      completedLessons: [1, 2, 3],
      lessonCount: 3,
      progress: 100,
      resumePoint: { lessonId: 'lesson-2', lessonName: 'Lesson 2', position: 75 },
      certificateId: expect.any(String),
    });
    expect(data.likes).toEqual([{ courseId: courses[0]!._id, courseName: courses[0]!.name }]);
    expect(data.notes.map((n) => n.content).sort()).toEqual(['for and while', 'note of mine']);
    expect(data.notes.find((n) => n.title === 'Loops')).toMatchObject({
      position: 42,
      courseName: courses[1]!.name,
    });
    expect(data.courseRequests).toEqual([
      expect.objectContaining({
        playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
        status: 'new',
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        courseId: courses[1]!._id,
        learnerName: owner.name,
        url: expect.stringContaining('/certificates/'),
      }),
    ]);
    expect(byCourse.get(courses[1]!._id)!.quizzes).toEqual([
      { quizId: expect.any(String), title: 'Loops quiz', percent: 75, passed: true, at: expect.any(String) },
    ]);
    expect(data.discussionPosts).toEqual([
      expect.objectContaining({
        kind: 'question',
        title: 'My question',
        body: 'mine to ask',
        lessonId: 'lesson-1',
      }),
      expect.objectContaining({ kind: 'answer', body: 'my own answer', questionId: expect.any(String) }),
    ]);
    expect(data.chatMessages).toEqual([
      { room: COMMUNITY_ROOM, message: 'hello from the exporter', at: expect.any(String) },
    ]);
  });

  it('holds nothing of anyone else and no secret', async () => {
    const raw = JSON.stringify((await accountClient(owner.jar).exportData()).body);
    for (const foreign of [
      other.email,
      other.name,
      userIdOf(other.jar),
      'note of theirs',
      'hello from the neighbour',
    ]) {
      expect(raw).not.toContain(foreign);
    }
    // No stored hash, token or key attribute, under any name.
    expect(raw).not.toMatch(/"(passwordHash|secretHash|previousHash|ttl|pk|sk|gsi\dpk|gsi\dsk|type|userId)"/);
    expect(raw).not.toMatch(/\$2[aby]\$|hmac-sha256/);
  });

  it('is for logged-in users only', async () => {
    expect((await accountClient().exportData()).status).toBe(401);
  });
});
