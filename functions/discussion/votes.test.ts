/**
 * Votes on discussion questions and answers, through the real handlers against DynamoDB Local: one
 * vote per learner, none for one's own post, 120 changes an hour, and counts (with a question's rank
 * on GSI4) that stay exact however fast learners vote and take votes back.
 */
import { randomBytes } from 'node:crypto';
import type { Course } from '../../shared/types';
import type { Lesson } from '../../test/support/discussion-client';
import { asked, lessonWith, type Member, member } from '../../test/support/discussion-members';
import { userIdOf } from '../../test/support/learning-client';
import { getItem } from '../../test/support/table-items';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { countAttempt } from '../data/rate-limits';
import { table } from '../data/table-client';

let course: Course;
let lesson: Lesson;
let asker: Member;
let helper: Member;

beforeAll(async () => {
  ({
    course,
    lesson,
    members: [asker, helper],
  } = await lessonWith('Asha Asker', 'Hari Helper'));
}, 60_000);

/** A question by the asker with one answer by the helper. */
async function postedThread() {
  const id = await asked(asker, lesson, `Question ${randomBytes(3).toString('hex')}`);
  const answered = await helper.api.answer(id, { body: 'Vote for me' });
  expect(answered.status).toBe(201);
  return { id, answerId: answered.body._id };
}

const crowdOf = (size: number, label: string) =>
  Promise.all(Array.from({ length: size }, (_, i) => member(course, `${label} ${i + 1}`)));

describe('votes', () => {
  it('10 learners, each voting twice at once, make exactly 10; taking votes back never goes below zero', async () => {
    const { id, answerId } = await postedThread();
    const crowd = await crowdOf(10, 'Voter');

    const votes = await Promise.all(
      crowd.flatMap((v) => [v.api.voteQuestion(id, 1), v.api.voteQuestion(id, 1)]),
    );
    expect(votes.map((v) => v.status)).toEqual(Array(20).fill(200));
    const answerVotes = await Promise.all(
      crowd.flatMap((v) => [v.api.voteAnswer(answerId, 1), v.api.voteAnswer(answerId, 1)]),
    );
    expect(answerVotes.map((v) => v.status)).toEqual(Array(20).fill(200));

    let thread = (await crowd[0]!.api.thread(id)).body;
    expect(thread.question).toMatchObject({ votes: 10, myVote: 1 });
    expect(thread.answers[0]).toMatchObject({ votes: 10, myVote: 1 });
    expect((await asker.api.thread(id)).body.question.myVote).toBe(0);
    const ranked = (await asker.api.list(lesson, { sort: 'top' })).body;
    expect(ranked[0]).toMatchObject({ _id: id, votes: 10 });

    const leaving = crowd.slice(0, 4);
    const back = await Promise.all(
      leaving.flatMap((v) => [v.api.voteQuestion(id, 0), v.api.voteQuestion(id, 0)]),
    );
    expect(back.map((v) => v.status)).toEqual(Array(8).fill(200));
    thread = (await crowd[0]!.api.thread(id)).body;
    expect(thread.question).toMatchObject({ votes: 6, myVote: 0 });

    // A learner who never voted cannot take a vote away.
    expect((await helper.api.voteQuestion(id, 0)).body.votes).toBe(6);
    expect((await helper.api.voteQuestion(id, 2)).status).toBe(400);
  }, 90_000);

  it('refuses a vote for one’s own question or answer with 403, and counts nothing', async () => {
    const { id, answerId } = await postedThread();
    expect(await asker.api.voteQuestion(id, 1)).toMatchObject({
      status: 403,
      body: { msg: 'You cannot vote for your own question.' },
    });
    expect(await helper.api.voteAnswer(answerId, 1)).toMatchObject({
      status: 403,
      body: { msg: 'You cannot vote for your own answer.' },
    });
    const thread = (await asker.api.thread(id)).body;
    expect(thread.question).toMatchObject({ votes: 0, myVote: 0 });
    expect(thread.answers[0]).toMatchObject({ votes: 0, myVote: 0 });
    // Others still vote for them.
    expect((await helper.api.voteQuestion(id, 1)).body.votes).toBe(1);
    expect((await asker.api.voteAnswer(answerId, 1)).body.votes).toBe(1);
  });

  it('limits a learner to 120 votes and unvotes an hour; a repeated click is not counted', async () => {
    const { id, answerId } = await postedThread();
    const voter = (await crowdOf(1, 'Eager Voter'))[0]!;
    // Date alone is frozen inside one hour, so every vote falls in one window.
    jest.useFakeTimers({
      doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      jest.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000);
      // 119 changes already this hour, added in one write to the counter the vote routes count in
      // (their own key, window and expiry), then the 120th.
      const attempt = countAttempt(RATE_LIMITS.votesPerLearner, userIdOf(voter.jar));
      await table.update({
        ...attempt,
        ExpressionAttributeValues: { ...attempt.ExpressionAttributeValues, ':one': 119 },
      });
      expect(await voter.api.voteQuestion(id, 1)).toMatchObject({ status: 200, body: { votes: 1 } });
      // Already voted: nothing changes, nothing is counted, no refusal.
      expect(await voter.api.voteQuestion(id, 1)).toMatchObject({ status: 200, body: { votes: 1 } });

      const tooMany = 'You are voting very often. Please wait a while before voting again.';
      expect(await voter.api.voteQuestion(id, 0)).toMatchObject({ status: 429, body: { msg: tooMany } });
      expect(await voter.api.voteAnswer(answerId, 1)).toMatchObject({ status: 429, body: { msg: tooMany } });
      const thread = (await voter.api.thread(id)).body;
      expect(thread.question).toMatchObject({ votes: 1, myVote: 1 });
      expect(thread.answers[0]).toMatchObject({ votes: 0, myVote: 0 });
    } finally {
      jest.useRealTimers();
    }
  }, 60_000);

  it('stays exact when a few learners toggle their votes many times at once', async () => {
    const { id, answerId } = await postedThread();
    const voters = await crowdOf(4, 'Toggler');
    const TOGGLES = 8;
    // Each learner votes, takes it back, votes again... all at once, on the question and its answer.
    const calls = voters.flatMap((v) =>
      Array.from({ length: TOGGLES }, (_, i) => {
        const value = i % 2 === 0 ? 1 : 0;
        return [v.api.voteQuestion(id, value), v.api.voteAnswer(answerId, value)];
      }).flat(),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(calls.length).fill(200));

    const votedBy = async (postId: string) => {
      const flags = await Promise.all(
        voters.map(async (v) => {
          const item = await getItem(`USER#${userIdOf(v.jar)}`, `COURSE#${course._id}`);
          return item?.votedPosts instanceof Set && item.votedPosts.has(postId);
        }),
      );
      return flags.filter(Boolean).length;
    };
    const question = (await getItem(`QUESTION#${id}`, 'QUESTION'))!;
    const answer = (await getItem(`QUESTION#${id}`, `ANSWER#${answerId}`))!;
    expect(question.votes).toBe(await votedBy(id));
    expect(answer.votes).toBe(await votedBy(answerId));
    // The question's place in Top follows its count.
    expect(question.gsi4sk).toBe(`${String(question.votes).padStart(10, '0')}#${question.createdAt}#${id}`);
  }, 90_000);
});
