/**
 * Deleting an account, safe to run again at any point: the account is marked first (from then on it
 * is gone for login, refresh, links and every write under its name or naming it), then its partition
 * is worked through until only the profile is left, what others keep is taken off it (posts,
 * messages, moderation records, decisions on course requests), then the profile and its address go
 * together. A run that dies halfway leaves a marked account, gone for its owner too; `npm run
 * account:deletions -- finish` picks it up where it stopped. docs/data-design.md lists every item
 * and write.
 */

import { COMMUNITY_ROOM } from '../../shared/chat';
import { endEverySession } from '../auth/sign-out';
import {
  anonymiseModeration,
  anonymiseOlderDecisions,
  anonymisePosts,
  finishDeletion,
  markDeleting,
  rateWindowKeys,
  remainingItems,
  removeItems,
  requestKeysBy,
} from '../data/account-erasure';
import { StillContended } from '../data/conditions';
import { postsBy } from '../data/discussion-authors';
import { RATE_LIMITS } from '../data/rate-limit-table';
import { REVIEWS_ROOM } from '../data/ratings';
import { table } from '../data/table-client';
import { getAccount, type User } from '../data/users';
import { log } from '../lib/log';
import type { SessionUser } from '../lib/session';
import { type PasswordProof, requirePassword } from './current-password';

/**
 * Passes over the partition in which an item changed under the deletion (a like or a certificate
 * claimed by another device in that instant) before it gives up with a 503; a retry resumes.
 */
const UNSETTLED_PASSES_MAX = 5;

/** The rate windows counted under the account's id or its address (and this source, for logins). */
function rateSubjects(user: Pick<User, '_id' | 'email'>, sourceIp: string | undefined) {
  const byAddress = [
    RATE_LIMITS.loginFailuresPerAddress,
    RATE_LIMITS.forgotPerAddress,
    RATE_LIMITS.resendPerAddress,
    RATE_LIMITS.accountMailPerAddress,
  ].map((rule) => ({ scope: rule.scope, subject: user.email }));
  const byUser = [
    RATE_LIMITS.chatMessagesPerLearner,
    RATE_LIMITS.chatReportsPerLearner,
    RATE_LIMITS.courseRequestsPerLearner,
    RATE_LIMITS.questionsPerLearner,
    RATE_LIMITS.answersPerLearner,
    RATE_LIMITS.quizAttemptsPerLearner,
    RATE_LIMITS.ratingsPerLearner,
    // Counts helpful marks on reviews as well as discussion votes.
    RATE_LIMITS.votesPerLearner,
  ].map((rule) => ({
    scope: rule.scope,
    subject: user._id,
  }));
  // Windows per address and source are keyed by a source we only know for this request.
  const here = sourceIp
    ? [{ scope: RATE_LIMITS.loginFailuresPerAddressAndSource.scope, subject: `${user.email}#${sourceIp}` }]
    : [];
  return [...byAddress, ...byUser, ...here];
}

/** Removes the account and everything kept about it; safe to run again on a half-deleted account. */
export async function eraseAccount(user: Pick<User, '_id' | 'email'>, sourceIp?: string): Promise<void> {
  const started = Date.now();
  if (!(await markDeleting(user._id)).ok) return; // gone already: an earlier run finished
  // Sessions first, sockets with them: nothing can act for the account while the rest goes.
  await endEverySession(user._id);
  let unsettled = 0;
  let removed = 0;
  for (;;) {
    const items = await remainingItems(user._id);
    if (items.length === 0) break;
    removed += items.length;
    if (!(await removeItems(items)) && ++unsettled >= UNSETTLED_PASSES_MAX) {
      throw new StillContended('The account kept changing while it was being deleted.');
    }
  }
  // Posts are found on GSI2, last: with the enrolments gone, no new post can be written. Reports
  // and moderation records are read from the room's moderation partition, and decisions older than
  // their pointers from GSI1: from the mark on, no new one can name the account (each such write
  // checks it in its transaction).
  const [requests, windows, posts] = await Promise.all([
    requestKeysBy(user._id),
    rateWindowKeys(rateSubjects(user, sourceIp)),
    postsBy(user._id),
  ]);
  await Promise.all([
    table.deleteMany([...requests, ...windows]),
    anonymisePosts(posts),
    anonymiseModeration(COMMUNITY_ROOM, user._id),
    anonymiseModeration(REVIEWS_ROOM, user._id),
    anonymiseOlderDecisions(user._id),
  ]);
  await finishDeletion(user);
  log.info('account deleted', { userId: user._id, items: removed, ms: Date.now() - started });
}

/** The owner's account once `proof` holds its password (the errors of `requirePassword` otherwise). */
export const confirmOwnPassword = (session: SessionUser, proof: Omit<PasswordProof, 'userId'>) =>
  requirePassword({ ...proof, userId: session.userId }, getAccount);

/** The owner deletes their own account, with their password. */
export async function deleteOwnAccount(session: SessionUser, proof: Omit<PasswordProof, 'userId'>) {
  const user = await confirmOwnPassword(session, proof);
  await eraseAccount(user, proof.sourceIp);
}
