/**
 * A change to the learner–course relation that holds only while the learner is enrolled. Progress,
 * likes, notes, posts, votes, quiz attempts, reports and certificates are all written this way:
 * the enrolment is part of the write's own condition, so a learner who never enrolled, or whose
 * enrolment ended while the request ran, changes nothing.
 */
import { keys } from './keys';

interface EnrolledChange {
  /** The UpdateExpression. */
  update: string;
  /** What must hold besides the enrolment, if anything. */
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The update of `userId`'s relation to `courseId`: for `table.update`, or as a transaction's Update. */
export const enrolledUpdate = (userId: string, courseId: string, change: EnrolledChange) => ({
  Key: keys.userCourse(userId, courseId),
  UpdateExpression: change.update,
  ConditionExpression: change.condition ? `enrolled = :yes AND (${change.condition})` : 'enrolled = :yes',
  ...(change.names ? { ExpressionAttributeNames: change.names } : {}),
  ExpressionAttributeValues: { ...change.values, ':yes': true },
});

/**
 * Puts `element` into the set `attribute` (`into`), or takes it out, as a change: refused when it
 * is already in (or not in). What makes a learner's report of a lesson, or vote on a post, count once.
 */
export const setMembership = (attribute: string, element: string, into: boolean): EnrolledChange => ({
  update: `${into ? 'ADD' : 'DELETE'} #set :elements`,
  condition: into ? 'NOT contains(#set, :element)' : 'contains(#set, :element)',
  names: { '#set': attribute },
  values: { ':elements': new Set([element]), ':element': element },
});

/** A transaction's member that writes nothing: it only needs the learner enrolled. */
export const enrolledCheck = (userId: string, courseId: string) => ({
  ConditionCheck: {
    Key: keys.userCourse(userId, courseId),
    ConditionExpression: 'enrolled = :yes',
    ExpressionAttributeValues: { ':yes': true },
  },
});
