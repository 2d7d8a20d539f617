/**
 * Everything under one user's partition (`USER#<id>`): profile, enrolments, notes, sessions, link
 * tokens, devices, the user's side of chat connections, copies of their chat messages and pointers
 * to their course requests. One Query, a round trip per MB.
 */

import { keys } from './keys';
import { type Item, table } from './table-client';

export const userPartition = (userId: string): Promise<Item[]> => table.queryPartition(keys.user(userId).pk);
