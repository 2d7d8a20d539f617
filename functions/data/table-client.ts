/**
 * The single table, as every data module reaches it: the document-client commands (functions/lib/
 * dynamodb.ts, with the SDK's input types) without `TableName`, which is added here and nowhere else. A write takes the same body as the transaction
 * member of its kind, so a write moves into a transaction unchanged. Every request goes through the
 * shared client (`db`), where the tests count round trips and check the IAM actions each route uses.
 *
 * Reads of a key range follow `LastEvaluatedKey`: DynamoDB answers at most 1 MB per page, so a reader
 * that stopped at the first page would silently miss items once a partition grows.
 */
import type {
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type SendOptions,
  TransactWriteCommand,
  UpdateCommand,
} from '../lib/dynamodb';

/** An item as the document client unmarshals it. */
export type Item = NonNullable<QueryCommandOutput['Items']>[number];

/** The primary key of an item. */
export type Key = { pk: string; sk: string };

type Unnamed<T> = Omit<T, 'TableName'>;
type NamedMember = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A write as one command or one transaction member takes it: the SDK's input without `TableName`. */
export type PutInput = Unnamed<PutCommandInput>;
export type UpdateInput = Unnamed<UpdateCommandInput>;
export type DeleteInput = Unnamed<DeleteCommandInput>;
export type QueryInput = Unnamed<QueryCommandInput>;
/** Options of a GetItem: projection, names, consistency. */
export type GetOptions = Omit<GetCommandInput, 'TableName' | 'Key'>;

/** One member of a `TransactWriteItems`, without `TableName`. */
export type TransactMember =
  | { Put: Unnamed<NonNullable<NamedMember['Put']>> }
  | { Update: Unnamed<NonNullable<NamedMember['Update']>> }
  | { Delete: Unnamed<NonNullable<NamedMember['Delete']>> }
  | { ConditionCheck: Unnamed<NonNullable<NamedMember['ConditionCheck']>> };

/** How a key-prefix read is narrowed and ordered; nothing set reads every item in key order. */
export interface PrefixOptions {
  /** The attributes to return (`ProjectionExpression`); every attribute when unset. */
  projection?: string;
  /** Aliases for reserved words in `projection`, e.g. `{ '#ttl': 'ttl' }`. */
  names?: Record<string, string>;
  /** A strongly consistent read, for a caller that acts on what it finds (deletes, resolves). */
  consistent?: boolean;
  /** Highest sort key first (the newest, for time-ordered keys); key order when unset. */
  descending?: boolean;
  /** At most this many items, read across pages when 1 MB holds fewer; every item when unset. */
  limit?: number;
}

/** How a BatchGet reads. */
export interface ManyOptions {
  /** Strongly consistent reads: what a write that just answered must already show. */
  consistent?: boolean;
  /** The attributes to read, with `#name` placeholders for reserved words. */
  projection?: { expression: string; names?: Record<string, string> };
}

/** A BatchWriteItem request of this table: a put or a delete. */
export type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } };

/** DynamoDB's limits per request. */
export const BATCH_WRITE_MAX = 25;
export const BATCH_GET_MAX = 100;
const UNPROCESSED_RETRIES = 5;

/** The table's name: the one place it is read. */
const tableName = (): string => config.tableName;

/** `input` addressed to the table. */
const inTable = <T extends object>(input: T): T & { TableName: string } => ({
  TableName: tableName(),
  ...input,
});

const named = (member: TransactMember): NamedMember => {
  const [kind, body] = Object.entries(member)[0] as [keyof NamedMember, object];
  return { [kind]: inTable(body) } as NamedMember;
};

const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const table = {
  /** The item stored under `key`, or undefined. */
  async get(key: Key, options: GetOptions = {}): Promise<Item | undefined> {
    return (await db.send(new GetCommand(inTable({ Key: key, ...options })))).Item;
  },

  put: (input: PutInput) => db.send(new PutCommand(inTable(input))),

  /** `atMostOnce` for an update that must not apply twice (an ADD): see SendOptions. */
  update: (input: UpdateInput, options?: SendOptions) => db.send(new UpdateCommand(inTable(input)), options),

  delete: (input: DeleteInput) => db.send(new DeleteCommand(inTable(input))),

  /** All members or none (at most 100). */
  transact: (members: readonly TransactMember[]) =>
    db.send(new TransactWriteCommand({ TransactItems: members.map(named) })),

  /** One page of a Query (or of `limit` items): for lists that answer a page and a cursor. */
  query: (input: QueryInput) => db.send(new QueryCommand(inTable(input))),

  /**
   * The pages of `input` in key order, each fetched only when the caller asks for it. With `limit`,
   * the pages stop once they hold that many items between them: each asks only for what is still
   * missing, and a page that 1 MB cut short is followed by the next.
   */
  async *queryPages(input: QueryInput, limit?: number): AsyncGenerator<Item[]> {
    let startKey: Record<string, unknown> | undefined;
    let remaining = limit ?? Number.POSITIVE_INFINITY;
    while (remaining > 0) {
      const page = await table.query({
        ...input,
        ...(limit === undefined ? {} : { Limit: remaining }),
        ExclusiveStartKey: startKey,
      });
      const items = page.Items ?? [];
      remaining -= items.length;
      yield items;
      startKey = page.LastEvaluatedKey;
      if (!startKey) return;
    }
  },

  /** How many items `input` matches: a counting Query, a page per MB of items read. */
  async count(input: QueryInput): Promise<number> {
    let total = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table.query({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey });
      total += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return total;
  },

  /** Every item of `input` in key order, or the first `limit` of them. */
  async queryAll(input: QueryInput, limit?: number): Promise<Item[]> {
    const items: Item[] = [];
    for await (const page of table.queryPages(input, limit)) for (const item of page) items.push(item);
    return items;
  },

  /**
   * The items of partition `pk` whose sort key starts with `prefix`, read to the end (or to `limit`).
   * Ids never contain '#', so a prefix that ends in '#' (`NOTE#c1#`) matches exactly one kind of item
   * or one parent; a prefix without it also matches longer names (`NOTE` matches `NOTES#`).
   */
  queryPrefix(pk: string, prefix: string, options: PrefixOptions = {}): Promise<Item[]> {
    return table.queryAll(
      {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ...(options.projection ? { ProjectionExpression: options.projection } : {}),
        ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ...(options.descending ? { ScanIndexForward: false } : {}),
      },
      options.limit,
    );
  },

  /** Every item of partition `pk` in key order (a round trip per MB). */
  queryPartition: (pk: string, options: { consistent?: boolean } = {}): Promise<Item[]> =>
    table.queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),

  /** One BatchGetItem of at most 100 keys: what it found, and the keys DynamoDB left unprocessed. */
  async batchGet(
    keys: readonly Key[],
    options: ManyOptions = {},
  ): Promise<{ items: Item[]; unprocessed: Key[] }> {
    const name = tableName();
    const out = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [name]: {
            Keys: keys.map(({ pk, sk }) => ({ pk, sk })),
            ...(options.consistent ? { ConsistentRead: true } : {}),
            ...(options.projection
              ? {
                  ProjectionExpression: options.projection.expression,
                  ExpressionAttributeNames: options.projection.names,
                }
              : {}),
          },
        },
      }),
    );
    return {
      items: out.Responses?.[name] ?? [],
      unprocessed: (out.UnprocessedKeys?.[name]?.Keys ?? []) as Key[],
    };
  },

  /** One BatchWriteItem of at most 25 requests: the requests DynamoDB left unprocessed. */
  async batchWrite(requests: readonly WriteRequest[]): Promise<WriteRequest[]> {
    const name = tableName();
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [name]: [...requests] } }));
    return (out.UnprocessedItems?.[name] ?? []) as WriteRequest[];
  },

  /**
   * The items stored under `keys` (absent ones are left out), in no particular order: one BatchGet
   * per 100 keys, and the keys DynamoDB hands back unprocessed are asked for again in the next call.
   */
  async getMany(keys: readonly Key[], options: ManyOptions = {}): Promise<Item[]> {
    const found: Item[] = [];
    for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
      let wanted: readonly Key[] = keys.slice(i, i + BATCH_GET_MAX);
      while (wanted.length > 0) {
        const { items, unprocessed } = await table.batchGet(wanted, options);
        found.push(...items);
        wanted = unprocessed;
      }
    }
    return found;
  },

  /**
   * Deletes every item (by its `pk` and `sk`), 25 to a BatchWrite. DynamoDB may hand back part of a
   * batch as unprocessed when throttled; those are sent again after a short pause, and a batch that
   * still does not go through fails loudly rather than leaving a session or link behind in silence.
   */
  async deleteMany(items: readonly Item[]): Promise<void> {
    for (let i = 0; i < items.length; i += BATCH_WRITE_MAX) {
      let requests: WriteRequest[] = items
        .slice(i, i + BATCH_WRITE_MAX)
        .map((item) => ({ DeleteRequest: { Key: keyOf(item) } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > UNPROCESSED_RETRIES) throw new Error(`${requests.length} deletes stayed unprocessed`);
        if (attempt > 0) await pause(50 * 2 ** attempt);
        requests = await table.batchWrite(requests);
      }
    }
  },
};
