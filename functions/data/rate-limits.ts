/**
 * Fixed-window rate limits kept in the table: one counter item per subject and window, incremented
 * with a condition so concurrent attempts cannot slip past the limit. Items expire by TTL.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure } from './conditions';
import { keys } from './keys';

export interface RateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The conditional increment that counts one attempt by `subject`, as an Update that can also be a
 * member of a transaction (so an attempt and the write it guards succeed or fail together).
 */
export function countAttempt(rule: RateLimit, subject: string) {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / rule.windowSeconds);
  return {
    TableName: config.tableName,
    Key: keys.rateWindow(rule.scope, subject, window),
    UpdateExpression: 'ADD hits :one SET #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': rule.limit,
      ':ttl': (window + 1) * rule.windowSeconds + 60,
    },
  };
}

/** Counts one attempt by `subject`; false once the window's limit is reached (nothing is counted then). */
export async function countWithinLimit(rule: RateLimit, subject: string): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(countAttempt(rule, subject)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const RATE_LIMITS = {
  loginPerAddress: { scope: 'login-address', limit: 10, windowSeconds: 15 * 60 },
  loginPerSource: { scope: 'login-source', limit: 60, windowSeconds: 15 * 60 },
  forgotPerAddress: { scope: 'forgot-address', limit: 3, windowSeconds: 60 * 60 },
  forgotPerSource: { scope: 'forgot-source', limit: 20, windowSeconds: 60 * 60 },
  registerPerSource: { scope: 'register-source', limit: 20, windowSeconds: 60 * 60 },
  questionsPerLearner: { scope: 'questions-learner', limit: 10, windowSeconds: 60 * 60 },
  answersPerLearner: { scope: 'answers-learner', limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;
