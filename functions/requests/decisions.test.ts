import { randomBytes } from 'node:crypto';
import { httpHandler } from '../../infra/local/handlers';
import type { CourseRequest } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { call } from '../../test/support/events';
import { mailsTo } from '../../test/support/inbox';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { slugify } from '../catalogue/seed-format';
import { getCourse, listCourses } from '../data/courses';

const listCatalogue = httpHandler('GET /api/course');
const approve = httpHandler('POST /api/request/{id}/approve');
const list = httpHandler('POST /api/request/list');
const reject = httpHandler('POST /api/request/{id}/reject');
const submit = httpHandler('POST /api/course/request');

const lessons = [
  { lessonName: 'Introduction', link: 'dQw4w9WgXcQ' },
  { lessonName: '', link: 'kqtD5dpn9C8' },
];

const courseBody = (extra: Record<string, unknown> = {}) => ({
  name: `Data Structures in C ${randomBytes(4).toString('hex')}`,
  creator: 'Meera Iyer',
  category: 'Programming',
  language: 'english',
  info: 'Arrays, lists, trees and graphs from scratch.',
  description: 'A complete beginner course with exercises.',
  lessons,
  ...extra,
});

/** A fresh learner (the daily limit is per learner) with one open request. */
async function openRequest(
  extra: Record<string, unknown> = {},
): Promise<{ request: CourseRequest; author: TestLearner }> {
  const learner = await loggedInLearner();
  const sent = await learner.jar.call(submit, {
    path: '/api/course/request',
    body: {
      name: 'Meera Iyer',
      email: learner.email,
      playlist: 'https://www.youtube.com/playlist?list=PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB',
      message: 'Please add my course.',
      ...extra,
    },
  });
  expect(sent.status).toBe(201);
  const mine = await learner.jar.call<CourseRequest[]>(list, { path: '/api/request/list', method: 'POST' });
  return { request: mine.body[0]!, author: learner };
}

const statusOf = async (learner: TestLearner, id: string) => {
  const mine = await learner.jar.call<CourseRequest[]>(list, { path: '/api/request/list', method: 'POST' });
  return mine.body.find((r) => r._id === id);
};

const approveCall = (who: TestLearner, id: string, body: unknown) =>
  who.jar.call(approve, { path: `/api/request/${id}/approve`, params: { id }, body });
const rejectCall = (who: TestLearner, id: string, body?: unknown) =>
  who.jar.call(reject, { path: `/api/request/${id}/reject`, params: { id }, method: 'POST', body });

let admin: TestLearner;
beforeAll(async () => {
  admin = await loggedInAdmin();
});

describe('approving a request into the catalogue', () => {
  it('creates the course with its lessons and marks the request approved', async () => {
    const { request, author: learner } = await openRequest();
    const body = courseBody();

    const answer = await approveCall(admin, request._id, body);

    expect(answer.status).toBe(201);
    const courseId = slugify(body.name);
    expect(answer.body).toMatchObject({ courseId });
    const course = await getCourse(courseId);
    expect(course).toMatchObject({ name: body.name, creator: 'Meera Iyer', language: 'english', love: 0 });
    expect(course!.lessons).toEqual([
      { _id: 'lesson-1', lesson: 1, link: 'dQw4w9WgXcQ', lessonName: 'Introduction' },
      { _id: 'lesson-2', lesson: 2, link: 'kqtD5dpn9C8', lessonName: 'Lesson 2' },
    ]);
    const listed = (await listCourses()).filter((c) => c._id === courseId);
    expect(listed).toEqual([expect.objectContaining({ name: body.name, lessonCount: 2 })]);
    // This suite never read the catalogue before, so the handler's short per-container cache is cold.
    const catalogue = await call<Array<{ _id: string }>>(listCatalogue, { path: '/api/course' });
    expect(catalogue.body.map((c) => c._id)).toContain(courseId);
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'approved', courseId });
  });

  it('approves a request with a topic only, keeping the playlist the admin found for it', async () => {
    const { request } = await openRequest({ topic: 'Data structures in C', playlist: '' });
    const found = 'PLfoundByTheAdmin0123';
    const withPlaylist = courseBody({ playlist: `https://www.youtube.com/playlist?list=${found}` });
    expect((await approveCall(admin, request._id, withPlaylist)).status).toBe(201);
    expect(await getCourse(slugify(withPlaylist.name))).toMatchObject({ playlistId: found });

    // Without one, the course is made from the lessons alone.
    const { request: other } = await openRequest({ topic: 'Graphs', playlist: '' });
    const plain = courseBody();
    expect((await approveCall(admin, other._id, plain)).status).toBe(201);
    expect(await getCourse(slugify(plain.name))).not.toHaveProperty('playlistId');
  });

  it('answers 409 to a course name already in the catalogue and leaves the request open', async () => {
    const [taken] = await listCourses();
    const { request, author: learner } = await openRequest();
    const answer = await approveCall(admin, request._id, courseBody({ name: taken!.name.toUpperCase() }));
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toMatch(/already in the catalogue/);
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'new' });
  });

  it('decides a request once: approving it again answers 409 and creates no second course', async () => {
    const { request } = await openRequest();
    expect((await approveCall(admin, request._id, courseBody())).status).toBe(201);
    const second = courseBody();
    const again = await approveCall(admin, request._id, second);
    expect(again).toMatchObject({ status: 409, body: { msg: 'This request was already approved.' } });
    expect(await getCourse(slugify(second.name))).toBeNull();
  });

  it('answers 404 for an unknown request and creates nothing', async () => {
    const body = courseBody();
    const answer = await approveCall(admin, 'no-such-request', body);
    expect(answer.status).toBe(404);
    expect(await getCourse(slugify(body.name))).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['no lessons', { lessons: [] }, 'Add at least one lesson.'],
    ['a bad video id', { lessons: [{ lessonName: 'x', link: 'too-short' }] }, /^Lesson 1: /],
    ['201 lessons', { lessons: Array(201).fill(lessons[0]) }, 'A course has at most 200 lessons.'],
    ['an unknown language', { language: 'french' }, 'Language must be one of english, hindi.'],
    ['a missing name', { name: '' }, 'Course name is required.'],
    ['a name without letters or digits', { name: '!!!' }, /letters or digits/],
    ['a too long info', { info: 'x'.repeat(501) }, 'Info must be at most 500 characters.'],
  ])('answers 400 to %s and changes nothing', async (_case, extra, msg) => {
    const { request, author: learner } = await openRequest();
    const body = courseBody(extra);
    const answer = await approveCall(admin, request._id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));
    if (typeof body.name === 'string' && slugify(body.name))
      expect(await getCourse(slugify(body.name))).toBeNull();
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'new' });
  });
});

describe('rejecting a request', () => {
  it('marks it rejected; a second decision answers 409', async () => {
    const { request, author: learner } = await openRequest();
    expect(await rejectCall(admin, request._id)).toMatchObject({ status: 200 });
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'rejected' });
    expect(await rejectCall(admin, request._id)).toMatchObject({
      status: 409,
      body: { msg: 'This request was already rejected.' },
    });
    expect((await approveCall(admin, request._id, courseBody())).status).toBe(409);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await rejectCall(admin, 'no-such-request')).status).toBe(404);
  });
});

describe('only admins decide', () => {
  it('answers 403 to a learner approving or rejecting, and nothing changes', async () => {
    const { request, author: learner } = await openRequest();
    const body = courseBody();
    expect((await approveCall(learner, request._id, body)).status).toBe(403);
    expect((await rejectCall(learner, request._id)).status).toBe(403);
    expect(await getCourse(slugify(body.name))).toBeNull();
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'new' });
  });
});

describe('telling the requester', () => {
  const decisionMails = async (learner: TestLearner) =>
    (await mailsTo(learner.email)).filter((mail) => mail.subject.startsWith('Your course request'));

  it('mails the requester on approval with a link to the new course', async () => {
    const { request, author: learner } = await openRequest();
    const body = courseBody();
    expect((await approveCall(admin, request._id, body)).status).toBe(201);
    const mails = await decisionMails(learner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your course request was approved');
    expect(mails[0]!.body.text).toContain(`/course/id/${slugify(body.name)}/detail`);
    expect(mails[0]!.body.text).toContain(body.name);
  });

  it('mails the requester on rejection with the reason, which the list shows too', async () => {
    const { request, author: learner } = await openRequest();
    const reason = 'The playlist is private, <so> we cannot embed it.';
    expect((await rejectCall(admin, request._id, { reason: `  ${reason} ` })).status).toBe(200);
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'rejected', reason });
    const mails = await decisionMails(learner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your course request was not accepted');
    expect(mails[0]!.body.text).toContain(`The reason given: ${reason}`);
    expect(mails[0]!.body.html).toContain('&lt;so&gt;');
    expect(mails[0]!.body.text).toContain('/request/list');
  });

  it('rejects without a reason, and refuses one over 500 characters', async () => {
    const { request, author: learner } = await openRequest();
    expect((await rejectCall(admin, request._id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect(await statusOf(learner, request._id)).toMatchObject({ status: 'new' });
    expect((await rejectCall(admin, request._id)).status).toBe(200);
    const listed = await statusOf(learner, request._id);
    expect(listed).toMatchObject({ status: 'rejected' });
    expect(listed).not.toHaveProperty('reason');
    expect((await decisionMails(learner)).map((m) => m.body.text)).toEqual([
      expect.stringContaining('Your course request was not accepted.'),
    ]);
  });

  it('mails nobody when the decision is refused', async () => {
    const { request, author: learner } = await openRequest();
    expect((await rejectCall(admin, request._id)).status).toBe(200);
    expect((await rejectCall(admin, request._id)).status).toBe(409);
    expect((await approveCall(admin, request._id, courseBody())).status).toBe(409);
    expect(await decisionMails(learner)).toHaveLength(1);
  });
});
