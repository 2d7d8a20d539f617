/**
 * Everything under one user's partition (`USER#<id>`): profile, enrolments, notes, sessions, link
 * tokens, devices, the user's side of chat connections, copies of their chat messages and pointers
 * to their course requests. One Query, a round trip per MB.
 */

import { config } from '../lib/config';
import { keys } from './keys';
import { type Item, queryAll } from './query';

export const userPartition = (userId: string): Promise<Item[]> =>
  queryAll({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk },
  });
