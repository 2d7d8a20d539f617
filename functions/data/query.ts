/**
 * Reading a Query to its end. DynamoDB answers at most 1 MB per page, so a reader that stopped at the
 * first page would silently miss items once a partition grows; every page is one round trip.
 */
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';

/** An item as the document client unmarshals it. */
export type Item = NonNullable<QueryCommandOutput['Items']>[number];

/** The pages of `input` in key order, each fetched only when the caller asks for it. */
export async function* queryPages(input: QueryCommandInput): AsyncGenerator<Item[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item of `input`, in key order. */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of queryPages(input)) for (const item of page) items.push(item);
  return items;
}
