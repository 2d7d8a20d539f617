/** Reading a set of items by key, as few round trips as DynamoDB allows (100 keys per BatchGet). */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import type { Item } from './query';

const BATCH_SIZE = 100;

type Key = { pk: string; sk: string };

interface ReadOptions {
  /** Strongly consistent reads: what a write that just answered must already show. */
  consistent?: boolean;
  /** The attributes to read, with `#name` placeholders for reserved words. */
  projection?: { expression: string; names?: Record<string, string> };
}

type BatchRequest = Record<
  string,
  {
    Keys: Record<string, unknown>[];
    ConsistentRead?: boolean;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  }
>;

/**
 * The items stored under `itemKeys` (absent ones are left out), in no particular order. Keys that
 * DynamoDB hands back unprocessed are asked for again in the next call.
 */
export async function getItems(itemKeys: readonly Key[], options: ReadOptions = {}): Promise<Item[]> {
  const found: Item[] = [];
  for (let i = 0; i < itemKeys.length; i += BATCH_SIZE) {
    let request: BatchRequest | undefined = {
      [config.tableName]: {
        Keys: itemKeys.slice(i, i + BATCH_SIZE).map(({ pk, sk }) => ({ pk, sk })),
        ...(options.consistent ? { ConsistentRead: true } : {}),
        ...(options.projection
          ? {
              ProjectionExpression: options.projection.expression,
              ExpressionAttributeNames: options.projection.names,
            }
          : {}),
      },
    };
    while (request && Object.keys(request).length > 0) {
      const out = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(out.Responses?.[config.tableName] ?? []));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
