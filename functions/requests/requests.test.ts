import { httpHandler } from '../../infra/local/handlers';
import { english } from '../../shared/message';
import type { CourseRequest } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { requestForm } from '../../test/support/course-request-form';
import { loggedInLearner, type TestLearner } from '../../test/support/users';
import { REQUEST_SENT_MSG, TOO_MANY_REQUESTS_MSG } from './submissions';

const list = httpHandler('POST /api/request/list');
const submit = httpHandler('POST /api/course/request');

const send = (learner: TestLearner, body: unknown) =>
  learner.jar.call(submit, { path: '/api/course/request', body });

const listOf = async (learner: TestLearner) => {
  const answer = await learner.jar.call<CourseRequest[]>(list, { path: '/api/request/list', method: 'POST' });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('sending a course request', () => {
  it('stores the request as new and answers 201 with a thank-you message', async () => {
    const learner = await loggedInLearner();
    const answer = await send(learner, requestForm());
    expect(answer).toMatchObject({ status: 201, body: { msg: REQUEST_SENT_MSG } });

    const [request] = await listOf(learner);
    expect(request).toMatchObject({ ...requestForm(), status: 'new' });
    expect(request!._id).toEqual(expect.any(String));
    expect(Date.parse(request!.createdAt)).not.toBeNaN();
  });

  it('stores the normalised link, not the one typed', async () => {
    const learner = await loggedInLearner();
    await send(learner, requestForm({ playlist: 'https://youtu.be/dQw4w9WgXcQ?si=tracking&t=42' }));
    const [request] = await listOf(learner);
    expect(request!.playlist).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('stores a topic without a link, and lists it with its topic for the admin to find a playlist', async () => {
    const learner = await loggedInLearner();
    const answer = await send(learner, requestForm({ topic: ' Quantum knitting ', playlist: '' }));
    expect(answer).toMatchObject({ status: 201, body: { msg: REQUEST_SENT_MSG } });
    const [mine] = await listOf(learner);
    expect(mine).toMatchObject({ topic: 'Quantum knitting', playlist: '', status: 'new' });
    const all = await listOf(await loggedInAdmin());
    expect(all.find((r) => r._id === mine!._id)).toMatchObject({ topic: 'Quantum knitting', playlist: '' });
  });

  it('allows five requests a day per learner, then answers 429 with a clear message', async () => {
    const learner = await loggedInLearner();
    for (let i = 0; i < 5; i++)
      expect((await send(learner, requestForm({ message: `course ${i}` }))).status).toBe(201);
    const sixth = await send(learner, requestForm({ message: 'one more' }));
    expect(sixth).toMatchObject({ status: 429, body: { msg: english(TOO_MANY_REQUESTS_MSG) } });
    expect(await listOf(learner)).toHaveLength(5);
  });
});

describe('the request list', () => {
  it("shows a learner only their own requests, never another person's address", async () => {
    const [asha, ravi] = await Promise.all([
      loggedInLearner('Asha Learner'),
      loggedInLearner('Ravi Learner'),
    ]);
    await send(asha, requestForm({ name: 'Asha', email: 'asha.private@example.com' }));
    await send(ravi, requestForm({ name: 'Ravi', email: 'ravi.private@example.com' }));

    const seenByAsha = await listOf(asha);
    expect(seenByAsha.map((r) => r.email)).toEqual(['asha.private@example.com']);
    expect(JSON.stringify(seenByAsha)).not.toContain('ravi.private@example.com');
  });

  it('shows an admin every request, newest first', async () => {
    const [learner, admin] = await Promise.all([loggedInLearner(), loggedInAdmin()]);
    await send(learner, requestForm({ message: 'first' }));
    await send(learner, requestForm({ message: 'second' }));

    const all = await listOf(admin);
    const mine = all.filter((r) => r.message === 'first' || r.message === 'second');
    expect(mine.map((r) => r.message)).toEqual(['second', 'first']);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers an empty list to a learner who sent nothing', async () => {
    expect(await listOf(await loggedInLearner())).toEqual([]);
  });
});
