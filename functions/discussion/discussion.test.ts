/**
 * The lesson discussion against DynamoDB Local and the local SES: every row of its contract, the
 * access rules, paging and its cursors, the asker's mail and the cascade of a deletion. Votes are
 * in votes.test.ts.
 */
import type { Course } from '../../shared/types';
import { loggedInAdmin } from '../../test/support/admins';
import { discussionClient, type Lesson } from '../../test/support/discussion-client';
import { asked, lessonWith, type Member, member, outsider } from '../../test/support/discussion-members';
import { CookieJar } from '../../test/support/events';
import { mailsTo } from '../../test/support/inbox';
import { learningClient } from '../../test/support/learning-client';
import { countRoundTrips } from '../../test/support/round-trips';
import { partitionItems } from '../../test/support/table-items';
import { getCourse } from '../data/courses';
import { claimAnswerMail } from '../data/discussion-mail';
import { STALE_CURSOR_MSG } from '../lib/cursor';

const openOn = async (course: Course, lessonId: string) =>
  (await getCourse(course._id))?.openQuestions?.[lessonId] ?? 0;

let course: Course;
let lesson: Lesson;
let asker: Member;
let helper: Member;

beforeAll(async () => {
  ({
    course,
    lesson,
    members: [helper],
  } = await lessonWith('Hari Helper'));
}, 60_000);

// A fresh asker per test: each learner may ask 10 questions an hour.
beforeEach(async () => {
  asker = await member(course, 'Asha Asker');
}, 60_000);

const askOne = (by: Member = asker, where: Lesson = lesson, title?: string) => asked(by, where, title);

describe('asking and reading questions', () => {
  it('stores the question as text with its line breaks and lists it with the display name only', async () => {
    const where = { courseId: course._id, lessonId: 'lesson-2' };
    const body = '<b>not bold</b>\nsecond line\n\nthird & last';
    const asked = await asker.api.ask(where, { title: '  How do <i>tags</i> show?  ', body });
    expect(asked.status).toBe(201);
    expect(asked.body._id).toMatch(/^[A-Za-z0-9_-]+$/);

    const listed = await helper.api.list(where);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        _id: asked.body._id,
        title: 'How do <i>tags</i> show?',
        body,
        author: 'Asha Asker',
        createdAt: expect.any(String),
        votes: 0,
        answerCount: 0,
        answered: false,
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(asker.email);

    const thread = await helper.api.thread(asked.body._id);
    expect(thread.status).toBe(200);
    expect(thread.body.question).toMatchObject({
      _id: asked.body._id,
      body,
      author: 'Asha Asker',
      courseId: course._id,
      lessonId: 'lesson-2',
      myVote: 0,
      mine: false,
    });
    expect(thread.body.answers).toEqual([]);
    expect(JSON.stringify(thread.body)).not.toMatch(/authorId|@example\.com/);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a title under 5 characters', { title: 'Why?', body: 'x' }, /title is too short/],
    ['a title over 120 characters', { title: 'x'.repeat(121), body: 'x' }, /title must be at most 120/],
    ['an empty body', { title: 'A fine title', body: '   ' }, /body is required/],
    [
      'a body over 2000 characters',
      { title: 'A fine title', body: 'x'.repeat(2001) },
      /body must be at most 2000/,
    ],
  ])('refuses %s with 400', async (_case, body, msg) => {
    const answer = await asker.api.ask(lesson, body);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(msg);
  });

  it('answers 404 for an unknown lesson and stores nothing', async () => {
    const where = { courseId: course._id, lessonId: 'lesson-99' };
    expect((await asker.api.ask(where, { title: 'Lost lesson', body: 'x' })).status).toBe(404);
    expect(await helper.api.list(where)).toMatchObject({ status: 200, body: [] });
  });

  it('sorts by votes then newest (top) or by newest (new), 20 a page with a cursor header', async () => {
    const where = { courseId: course._id, lessonId: 'lesson-3' };
    const authors = [asker, helper, await member(course, 'Third Asker')];
    const ids: string[] = [];
    // 7 per author stays under the hourly limit of 10.
    for (let i = 0; i < 21; i++) ids.push(await askOne(authors[i % 3]!, where, `Question number ${i}`));
    const voted = ids[5]!;
    expect((await helper.api.voteQuestion(voted, 1)).body.votes).toBe(1);

    const top = await asker.api.list(where, { sort: 'top' });
    expect(top.status).toBe(200);
    expect(top.body).toHaveLength(20);
    expect(top.body[0]!._id).toBe(voted);
    expect(top.body.slice(1).map((q) => q._id)).toEqual(
      ids
        .filter((id) => id !== voted)
        .reverse()
        .slice(0, 19),
    );
    const cursor = top.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const rest = await asker.api.list(where, { sort: 'top', cursor: cursor! });
    expect(rest.body.map((q) => q._id)).toEqual([ids[0]]);
    expect(rest.headers['x-next-cursor']).toBeUndefined();

    const newest = await asker.api.list(where, { sort: 'new' });
    expect(newest.body.map((q) => q._id)).toEqual([...ids].reverse().slice(0, 20));
    // The default order is top.
    expect((await asker.api.list(where)).body[0]!._id).toBe(voted);

    expect((await asker.api.list(where, { sort: 'old' })).status).toBe(400);

    // A cursor only continues its own list: another lesson's, another order's, or one not handed
    // out (the key of a question with a part emptied, too long, or not ours at all) is refused
    // with one message before DynamoDB sees it.
    const newCursor = newest.headers['x-next-cursor']!;
    const key = (fields: Record<string, string>) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    const [question] = top.body;
    const storedKey = {
      pk: `QUESTION#${question!._id}`,
      sk: 'QUESTION',
      gsi4pk: `QUESTIONS#${where.courseId}#${where.lessonId}`,
      gsi4sk: `0000000001#${question!.createdAt}#${question!._id}`,
    };
    const refused: Array<[Lesson, Record<string, string>]> = [
      [lesson, { sort: 'top', cursor: cursor! }],
      [where, { sort: 'top', cursor: newCursor }],
      [where, { sort: 'new', cursor: cursor! }],
      [where, { cursor: 'bm90IGEgY3Vyc29y' }],
      [where, { cursor: 'x'.repeat(600) }],
      [where, { cursor: key(storedKey) }],
      [where, { cursor: key({ ...storedKey, gsi4sk: '' }) }],
      [where, { cursor: key({ ...storedKey, pk: '' }) }],
    ];
    for (const [list, query] of refused) {
      expect(await asker.api.list(list, query)).toMatchObject({
        status: 400,
        body: { msg: STALE_CURSOR_MSG },
      });
    }
    expect((await asker.api.list(where, { sort: 'new', cursor: newCursor })).body.map((q) => q._id)).toEqual([
      ids[0],
    ]);
  }, 60_000);

  it('reads a lesson page and a thread within two DynamoDB round trips, without Scan', async () => {
    const id = await askOne();
    await helper.api.answer(id, { body: 'An answer.' });
    // Each call first checks the session (one BatchGetItem in the HTTP wrapper), then reads its own.
    const page = await countRoundTrips(() => helper.api.list(lesson));
    expect(page.result.status).toBe(200);
    expect(page.commands[0]).toBe('BatchGetItemCommand');
    expect([...page.commands.slice(1)].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    const thread = await countRoundTrips(() => helper.api.thread(id));
    expect(thread.result.status).toBe(200);
    expect(thread.commands[0]).toBe('BatchGetItemCommand');
    expect([...thread.commands.slice(1)].sort()).toEqual(['GetItemCommand', 'QueryCommand']);
  });
});

describe('access', () => {
  it('answers 401 to every call without a session', async () => {
    const id = await askOne();
    const anonymous = discussionClient(new CookieJar());
    const answers = await Promise.all([
      anonymous.list(lesson),
      anonymous.ask(lesson, { title: 'Anonymous asks', body: 'x' }),
      anonymous.thread(id),
      anonymous.answer(id, { body: 'x' }),
      anonymous.voteQuestion(id, 1),
      anonymous.voteAnswer(`${id}${id}`, 1),
      anonymous.accept(`${id}${id}`),
      anonymous.deleteQuestion(id),
      anonymous.deleteAnswer(`${id}${id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(401));
  });

  it('answers 403 to a learner not enrolled in the course, and stores nothing', async () => {
    const id = await askOne();
    const answerId = (await helper.api.answer(id, { body: 'Enrolled answer' })).body._id;
    const stranger = await outsider();
    const answers = await Promise.all([
      stranger.api.list(lesson),
      stranger.api.ask(lesson, { title: 'Stranger asks', body: 'x' }),
      stranger.api.thread(id),
      stranger.api.answer(id, { body: 'Stranger answers' }),
      stranger.api.voteQuestion(id, 1),
      stranger.api.voteAnswer(answerId, 1),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(403));
    expect(answers[0]!.body.msg).toBe('Enrol in this course first.');
    const thread = await asker.api.thread(id);
    expect(thread.body.question).toMatchObject({ votes: 0, answerCount: 1 });
    expect(thread.body.answers).toEqual([expect.objectContaining({ _id: answerId, votes: 0 })]);
  });

  it('answers 404 for unknown questions and answers', async () => {
    const unknown = 'AAAAAAAAAAAAAAAA';
    expect((await asker.api.thread(unknown)).status).toBe(404);
    expect((await asker.api.answer(unknown, { body: 'x' })).status).toBe(404);
    expect((await asker.api.voteQuestion(unknown, 1)).status).toBe(404);
    expect((await asker.api.voteAnswer('too-short', 1)).status).toBe(404);
    const id = await askOne();
    expect((await asker.api.voteAnswer(`${id}${unknown}`, 1)).status).toBe(404);
    expect((await asker.api.accept(`${id}${unknown}`)).status).toBe(404);
    expect((await asker.api.deleteAnswer(`${id}${unknown}`)).status).toBe(404);
  });
});

describe('answers, accepting and the asker mail', () => {
  it('mails the asker once per question per hour with a link to the thread, never for their own answer', async () => {
    const id = await askOne(asker, lesson, 'Mail me when answered');
    const before = (await mailsTo(asker.email)).length;

    expect((await asker.api.answer(id, { body: 'Answering myself.' })).status).toBe(201);
    expect(await mailsTo(asker.email)).toHaveLength(before);

    const answered = await helper.api.answer(id, { body: 'Try a while loop.' });
    expect(answered.status).toBe(201);
    const mails = (await mailsTo(asker.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your question has a new answer');
    expect(mails[0]!.body.text).toContain(`/play/${course._id}?lesson=lesson-1&question=${id}`);
    expect(mails[0]!.body.text).toContain('Hari Helper answered your question "Mail me when answered"');
    expect(mails[0]!.body.text).not.toContain(helper.email);

    expect((await helper.api.answer(id, { body: 'Or a for loop.' })).status).toBe(201);
    expect(await mailsTo(asker.email)).toHaveLength(before + 1);
  });

  it('allows the next mail once the hour has passed', async () => {
    const id = await askOne();
    expect(await claimAnswerMail(id, 3600)).toBe(true);
    expect(await claimAnswerMail(id, 3600)).toBe(false);
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(Date.now() + 3601 * 1000);
      expect(await claimAnswerMail(id, 3600)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets only the asker accept; accepting another answer moves the mark; accepted comes first', async () => {
    const id = await askOne();
    const first = (await helper.api.answer(id, { body: 'First answer' })).body._id;
    const second = (await helper.api.answer(id, { body: 'Second answer' })).body._id;
    expect((await asker.api.voteAnswer(first, 1)).body.votes).toBe(1);
    const openBefore = await openOn(course, 'lesson-1');

    const refused = await helper.api.accept(second);
    expect(refused.status).toBe(403);
    expect((await asker.api.thread(id)).body.question.answered).toBe(false);

    expect((await asker.api.accept(second)).status).toBe(200);
    let thread = (await helper.api.thread(id)).body;
    expect(thread.question.answered).toBe(true);
    expect(thread.answers.map((a) => [a._id, a.accepted])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await asker.api.thread(id)).body.answers[1]).toMatchObject({ _id: first, myVote: 1 });
    expect(await openOn(course, 'lesson-1')).toBe(openBefore - 1);

    expect((await asker.api.accept(first)).status).toBe(200);
    thread = (await helper.api.thread(id)).body;
    expect(thread.answers.map((a) => [a._id, a.accepted])).toEqual([
      [first, true],
      [second, false],
    ]);
    expect(await openOn(course, 'lesson-1')).toBe(openBefore - 1);
    const listed = (await helper.api.list(lesson, { sort: 'new' })).body.find((q) => q._id === id);
    expect(listed).toMatchObject({ answered: true, answerCount: 2 });

    // Deleting the accepted answer opens the question again.
    expect((await helper.api.deleteAnswer(first)).status).toBe(200);
    thread = (await asker.api.thread(id)).body;
    expect(thread.question).toMatchObject({ answered: false, answerCount: 1 });
    expect(await openOn(course, 'lesson-1')).toBe(openBefore);
  });

  it('counts open questions per lesson on the course the player reads', async () => {
    const where = { courseId: course._id, lessonId: 'lesson-2' };
    const before = await openOn(course, 'lesson-2');
    const id = await askOne(helper, where, 'Counted as open');
    expect(await openOn(course, 'lesson-2')).toBe(before + 1);
    const play = await learningClient(asker.jar).play(course._id);
    expect(play.body.response.openQuestions?.['lesson-2']).toBe(before + 1);
    expect((await helper.api.deleteQuestion(id)).status).toBe(200);
    expect(await openOn(course, 'lesson-2')).toBe(before);
  });

  it('limits a learner to 10 questions an hour', async () => {
    const busy = await member(course, 'Busy Asker');
    // Date alone is frozen at the start of an hour so the ten fall in one window.
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000);
      const where = { courseId: course._id, lessonId: 'lesson-2' };
      for (let i = 0; i < 10; i++) await askOne(busy, where, `Busy question ${i}`);
      const refused = await busy.api.ask(where, { title: 'One too many', body: 'x' });
      expect(refused.status).toBe(429);
      expect(
        (await busy.api.list(where, { sort: 'new' })).body.filter((q) => q.author === 'Busy Asker'),
      ).toHaveLength(10);
    } finally {
      jest.useRealTimers();
    }
  }, 60_000);
});

describe('deleting', () => {
  it('lets only the author or an admin delete; a deleted question takes its answers with it', async () => {
    const id = await askOne();
    const answerIds = [
      (await helper.api.answer(id, { body: 'One' })).body._id,
      (await helper.api.answer(id, { body: 'Two' })).body._id,
    ];
    const openBefore = await openOn(course, 'lesson-1');
    expect((await helper.api.deleteQuestion(id)).status).toBe(403);
    expect((await asker.api.deleteAnswer(answerIds[0]!)).status).toBe(403);
    expect(await partitionItems(`QUESTION#${id}`)).toHaveLength(3);

    expect((await asker.api.deleteQuestion(id)).status).toBe(200);
    expect(await partitionItems(`QUESTION#${id}`)).toEqual([]);
    expect((await helper.api.thread(id)).status).toBe(404);
    expect((await helper.api.list(lesson, { sort: 'new' })).body.map((q) => q._id)).not.toContain(id);
    expect(await openOn(course, 'lesson-1')).toBe(openBefore - 1);
    expect((await asker.api.deleteQuestion(id)).status).toBe(404);
  });

  it('lets an admin delete anyone’s question and answer', async () => {
    const admin = await loggedInAdmin();
    const adminApi = discussionClient(admin.jar);
    const id = await askOne();
    const answerId = (await helper.api.answer(id, { body: 'Answer to remove' })).body._id;
    expect((await adminApi.deleteAnswer(answerId)).status).toBe(200);
    expect((await asker.api.thread(id)).body).toMatchObject({ question: { answerCount: 0 }, answers: [] });
    expect((await adminApi.deleteQuestion(id)).status).toBe(200);
    expect(await partitionItems(`QUESTION#${id}`)).toEqual([]);
  });
});
