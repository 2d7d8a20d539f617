/**
 * What is left of an account in the table, looked up by every key pattern of docs/data-design.md
 * that can hold the account's id or address, and then by a test-only Scan of the whole table for
 * the id, the address and the name anywhere in any item (sets and nested maps included).
 */
import { RATE_LIMITS } from '../../functions/data/rate-limit-table';
import { db } from '../../functions/lib/aws';
import { QueryCommand } from '../../functions/lib/dynamodb';
import { COMMUNITY_ROOM } from '../../shared/chat';
import { allItems, getItem, type Item, partitionItems } from './table-items';

const tableName = () => process.env.TABLE_NAME!;

export interface Account {
  userId: string;
  email: string;
  name: string;
  certificateIds?: string[];
  requestIds?: string[];
  /** Questions the account asked: kept, with no author. */
  questionIds?: string[];
}

async function indexItems(index: string, attribute: string, value: string): Promise<Item[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#k = :v',
      ExpressionAttributeNames: { '#k': attribute },
      ExpressionAttributeValues: { ':v': value },
    }),
  );
  return out.Items ?? [];
}

const describe = (pattern: string, items: Item[]) => items.map((item) => `${pattern}: ${item.pk} ${item.sk}`);

/** Every item found by a key pattern of the data design that names the account; [] when none is left. */
export async function keyPatternTraces(account: Account): Promise<string[]> {
  const { userId, email } = account;
  const limits = RATE_LIMITS;
  const rateScopes = [
    ...[
      limits.loginFailuresPerAddress,
      limits.forgotPerAddress,
      limits.resendPerAddress,
      limits.accountMailPerAddress,
    ].map((rule) => ({ scope: rule.scope, subject: email })),
    ...[
      limits.chatMessagesPerLearner,
      limits.courseRequestsPerLearner,
      limits.quizAttemptsPerLearner,
      limits.questionsPerLearner,
      limits.answersPerLearner,
    ].map((rule) => ({ scope: rule.scope, subject: userId })),
  ];
  const found = await Promise.all([
    // Profile, links, sessions, devices, the user's sockets, enrolments, notes, message copies, request pointers.
    partitionItems(`USER#${userId}`).then((items) => describe('USER#<id>', items)),
    getItem(`EMAIL#${email}`, 'EMAIL').then((item) => describe('EMAIL#<address>', item ? [item] : [])),
    indexItems('gsi2', 'gsi2pk', `REQUESTS#USER#${userId}`).then((items) =>
      describe('GSI2 REQUESTS#USER#<id>', items),
    ),
    indexItems('gsi2', 'gsi2pk', `POSTS#USER#${userId}`).then((items) =>
      describe('GSI2 POSTS#USER#<id>', items),
    ),
    indexItems('gsi1', 'gsi1pk', 'ACCOUNT-DELETIONS').then((items) =>
      describe(
        'GSI1 ACCOUNT-DELETIONS',
        items.filter((item) => item._id === userId),
      ),
    ),
    ...(account.requestIds ?? []).map((id) =>
      getItem(`REQUEST#${id}`, 'REQUEST').then((item) => describe('REQUEST#<id>', item ? [item] : [])),
    ),
    ...(account.certificateIds ?? []).map((id) =>
      getItem(`CERT#${id}`, 'CERT').then((item) => describe('CERT#<id>', item ? [item] : [])),
    ),
    ...(account.questionIds ?? []).map((id) =>
      partitionItems(`QUESTION#${id}`).then((items) =>
        describe(
          'QUESTION#<id>',
          items.filter((item) => item.authorId === userId || 'gsi2pk' in item),
        ),
      ),
    ),
    partitionItems(`CONNS#${COMMUNITY_ROOM}`).then((items) =>
      describe(
        'CONNS#<room>',
        items.filter((item) => item.userId === userId),
      ),
    ),
    partitionItems(`ROOM#${COMMUNITY_ROOM}`).then((items) =>
      describe(
        'ROOM#<room>',
        items.filter((item) => item.userId === userId),
      ),
    ),
    ...rateScopes.map(({ scope, subject }) =>
      partitionItems(`RATE#${scope}#${subject}`).then((items) => describe('RATE#<scope>#<subject>', items)),
    ),
  ]);
  return found.flat();
}

/** True when `text` is part of `value`: a string, or anything in a map, list or set, keys included. */
function holds(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value.includes(text);
  if (value instanceof Set || Array.isArray(value)) return [...value].some((inner) => holds(inner, text));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([name, inner]) => name.includes(text) || holds(inner, text));
  }
  return false;
}

/**
 * Every item anywhere in the table that holds `text` in a key or in any attribute, however deep (a
 * test-only Scan, read to its end: use it on a table of the file's own).
 */
export async function itemsHolding(text: string): Promise<Item[]> {
  return (await allItems()).filter((item) => holds(item, text));
}
