/**
 * Reading a Query to its end. DynamoDB answers at most 1 MB per page, so a reader that stopped at the
 * first page would silently miss items once a partition grows; every page is one round trip.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';

/** An item as the document client unmarshals it. */
export type Item = NonNullable<QueryCommandOutput['Items']>[number];

/**
 * The pages of `input` in key order, each fetched only when the caller asks for it. With `limit`,
 * the pages stop once they hold that many items between them: each asks only for what is still
 * missing, and a page that 1 MB cut short is followed by the next.
 */
export async function* queryPages(input: QueryCommandInput, limit?: number): AsyncGenerator<Item[]> {
  let startKey: Record<string, unknown> | undefined;
  let remaining = limit ?? Number.POSITIVE_INFINITY;
  while (remaining > 0) {
    const page = await db.send(
      new QueryCommand({
        ...input,
        ...(limit === undefined ? {} : { Limit: remaining }),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    remaining -= items.length;
    yield items;
    startKey = page.LastEvaluatedKey;
    if (!startKey) return;
  }
}

/** Every item of `input` in key order, or the first `limit` of them. */
export async function queryAll(input: QueryCommandInput, limit?: number): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input, limit)) for (const item of page) items.push(item);
  return items;
}

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

/**
 * The items of partition `pk` whose sort key starts with `prefix`, read to the end (or to `limit`).
 * Ids never contain '#', so a prefix that ends in '#' (`NOTE#c1#`) matches exactly one kind of item
 * or one parent; a prefix without it also matches longer names (`NOTE` matches `NOTES#`).
 */
export function queryPrefix(pk: string, prefix: string, options: PrefixOptions = {}): Promise<Item[]> {
  return queryAll(
    {
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
      ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.descending ? { ScanIndexForward: false } : {}),
    },
    options.limit,
  );
}
