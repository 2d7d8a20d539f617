/**
 * Votes on discussion posts. A learner's votes are a string set on their own learner–course item,
 * changed in one conditional transaction with the post's count and the learner's hourly vote
 * counter: one vote per learner, exact under concurrency, never below zero, never on one's own
 * post, and only the changes that happen are counted against the limit. Answers here are data; the
 * domain decides the words.
 */
import { failedAt, isConditionFailure, retryOnConflict } from './conditions';
import type { StoredQuestion } from './discussion';
import { enrolledUpdate, setMembership } from './enrolled';
import { keys } from './keys';
import { done, type Outcome, refused } from './outcome';
import { countAttempt, type RateLimit } from './rate-limits';
import { table } from './table-client';

/** The learner–course attribute holding the ids of the posts the learner voted for. */
const VOTED = 'votedPosts';

/** Whether the learner is enrolled in the course and which posts they voted for: one GetItem. */
export async function getVoter(
  userId: string,
  courseId: string,
): Promise<{ enrolled: boolean; voted: Set<string> }> {
  const item = await table.get(keys.userCourse(userId, courseId), {
    ProjectionExpression: `enrolled, ${VOTED}`,
  });
  const voted = item?.[VOTED];
  return {
    enrolled: item?.enrolled === true,
    voted: voted instanceof Set ? new Set([...voted].map(String)) : new Set(),
  };
}

/** A post as a vote addresses it. */
export interface VoteTarget {
  id: string;
  courseId: string;
  key: { pk: string; sk: string };
  /** Questions keep their rank key on GSI4 in step with their votes. */
  rank?: { createdAt: string };
}

/**
 * The post's count after the vote. `own-post`: the voter wrote it. `contended`: the count kept
 * moving under this call for every attempt (only under extreme contention).
 */
export type VoteOutcome = Outcome<
  number,
  'not-enrolled' | 'gone' | 'own-post' | 'rate-limited' | 'contended'
>;

/** A question as a vote addresses it. */
export const questionTarget = (
  question: Pick<StoredQuestion, '_id' | 'courseId' | 'createdAt'>,
): VoteTarget => ({
  id: question._id,
  courseId: question.courseId,
  key: keys.question(question._id),
  rank: { createdAt: question.createdAt },
});

/** An answer of `question` as a vote addresses it. */
export const answerTarget = (
  question: Pick<StoredQuestion, '_id' | 'courseId'>,
  answerId: string,
): VoteTarget => ({
  id: answerId,
  courseId: question.courseId,
  key: keys.answer(question._id, answerId),
});

const MAX_VOTE_ATTEMPTS = 40;

/** The post's count and author, read strongly; null when the post is gone. */
async function readPost(target: VoteTarget): Promise<{ votes: number; authorId?: string } | null> {
  const item = await table.get(target.key, { ProjectionExpression: 'votes, authorId', ConsistentRead: true });
  if (!item) return null;
  const { votes, authorId } = item;
  return { votes: Number(votes ?? 0), ...(typeof authorId === 'string' ? { authorId } : {}) };
}

/** The transaction members of one vote change, in the order `setVote` reads their failures. */
function voteChange(userId: string, target: VoteTarget, value: 0 | 1, votes: number, limit: RateLimit) {
  const next = value === 1 ? votes + 1 : Math.max(0, votes - 1);
  const members = [
    { Update: enrolledUpdate(userId, target.courseId, setMembership(VOTED, target.id, value === 1)) },
    {
      Update: {
        Key: target.key,
        UpdateExpression: `SET votes = :next${target.rank ? ', gsi4sk = :rank' : ''}`,
        // The author never changes, so this only repeats the check made on the read, where it counts.
        ConditionExpression:
          value === 1
            ? 'votes = :votes AND (attribute_not_exists(authorId) OR authorId <> :voter)'
            : 'votes = :votes',
        ExpressionAttributeValues: {
          ':next': next,
          ':votes': votes,
          ...(value === 1 ? { ':voter': userId } : {}),
          ...(target.rank ? { ':rank': keys.questionRank(next, target.rank.createdAt, target.id) } : {}),
        },
      },
    },
    { Update: countAttempt(limit, userId) },
  ];
  return { next, members };
}

/**
 * Casts (1) or takes back (0) the learner's vote on a post and answers its count. The learner's
 * flag, the count and the learner's vote counter change in one transaction whose count member only
 * holds while the count is the one just read, so the count (and a question's rank key, which is
 * computed from it) is exact under any concurrency; a call that lost a race reads again and
 * retries. Voting twice counts once and is not counted against `limit`. A learner may take back a
 * vote on their own post (cast before such votes were refused) but not cast one.
 */
export async function setVote(
  userId: string,
  target: VoteTarget,
  value: 0 | 1,
  limit: RateLimit,
): Promise<VoteOutcome> {
  for (let attempt = 0; attempt < MAX_VOTE_ATTEMPTS; attempt++) {
    const post = await readPost(target);
    if (!post) return refused('gone');
    if (value === 1 && post.authorId === userId) return refused('own-post');
    const { next, members } = voteChange(userId, target, value, post.votes, limit);
    try {
      await retryOnConflict(() => table.transact(members));
      return done(next);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (failedAt(error, 0)) {
        const voter = await getVoter(userId, target.courseId);
        if (!voter.enrolled) return refused('not-enrolled');
        // Already in the asked state (a second click, or a parallel call of the same learner).
        const now = await readPost(target);
        return now === null ? refused('gone') : done(now.votes);
      }
      if (failedAt(error, 2)) return refused('rate-limited');
      // The count moved since it was read: read it again after a short random pause.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
    }
  }
  return refused('contended');
}
