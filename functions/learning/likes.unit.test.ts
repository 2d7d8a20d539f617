/**
 * What a learner is told when a like cannot change, from what the table says. The table is a fake
 * here; that the flag and the count change together under concurrency is checked against DynamoDB
 * Local in likes.test.ts and journey.test.ts.
 */
import { conditionFailed, type FakeTable, fakeTable, signedIn } from '../../test/support/fake-table';
import { type LearningClient, learningClient } from '../../test/support/learning-client';
import { keys } from '../data/keys';
import { TransactWriteCommand } from '../lib/dynamodb';

const LEARNER = 'learner-1';
const COURSE = 'course-1';
const table: FakeTable = fakeTable();
let learner: LearningClient;

beforeEach(async () => {
  learner = learningClient(await signedIn(table, { userId: LEARNER, name: 'Asha Learner', role: 'user' }));
});

const course = (love: number) => ({ ...keys.course(COURSE), love });
const relation = (state: { enrolled: boolean; loved: boolean }) => ({
  ...keys.userCourse(LEARNER, COURSE),
  ...state,
});
/** The like's transaction (the flag, then the count) is refused by a condition every time. */
const refusedEachTime = () => table.client.on(TransactWriteCommand).rejects(conditionFailed(2));

describe('liking a course', () => {
  it("answers the course's count after the like", async () => {
    table.client.on(TransactWriteCommand).resolves({});
    table.hold(course(7));
    expect(await learner.love(COURSE)).toMatchObject({ status: 200, body: { love: 7 } });
  });

  it('refuses a learner who is not enrolled with 403 and says to enrol first', async () => {
    refusedEachTime();
    table.hold(course(7), relation({ enrolled: false, loved: false }));
    expect(await learner.love(COURSE)).toMatchObject({
      status: 403,
      body: { msg: 'Enrol in this course first.' },
    });
    expect(await learner.unlove(COURSE)).toMatchObject({ status: 403 });
  });

  it('refuses a learner who never opened the course the same way', async () => {
    refusedEachTime();
    table.hold(course(7));
    expect(await learner.love(COURSE)).toMatchObject({ status: 403 });
  });

  it('answers 404 for a course that does not exist', async () => {
    refusedEachTime();
    expect(await learner.love(COURSE)).toMatchObject({ status: 404, body: { msg: 'Course not found.' } });
  });

  it('counts a second like as the first: 200 with the count, not an error', async () => {
    refusedEachTime();
    table.hold(course(7), relation({ enrolled: true, loved: true }));
    expect(await learner.love(COURSE)).toMatchObject({ status: 200, body: { love: 7 } });
    table.hold(relation({ enrolled: true, loved: false }));
    expect(await learner.unlove(COURSE)).toMatchObject({ status: 200, body: { love: 7 } });
  });

  it('asks to try again (409) when the state keeps changing under the like, after a few tries', async () => {
    // The condition fails, yet what the table reads says it should have held: a parallel change.
    refusedEachTime();
    table.hold(course(7), relation({ enrolled: true, loved: false }));
    expect(await learner.love(COURSE)).toMatchObject({
      status: 409,
      body: { msg: 'The like could not be changed, please try again.' },
    });
    expect(table.client.commandCalls(TransactWriteCommand)).toHaveLength(5);
  });

  it('refuses an id that cannot name a course with 400, before anything is written', async () => {
    const answer = await learner.love('../course-1');
    expect(answer.status).toBe(400);
    expect(table.client.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});
