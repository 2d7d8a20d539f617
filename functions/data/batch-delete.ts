/** Deleting a set of items by key, as few round trips as DynamoDB allows (25 keys per BatchWrite). */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import type { Item } from './query';

const BATCH_SIZE = 25;
const UNPROCESSED_RETRIES = 5;

/**
 * Deletes every item (by its `pk` and `sk`). DynamoDB may hand back part of a batch as unprocessed
 * when throttled; those are sent again after a short pause, and a batch that still does not go
 * through fails loudly rather than leaving a session or link behind in silence.
 */
export async function deleteItems(items: readonly Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    let requests = items
      .slice(i, i + BATCH_SIZE)
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > UNPROCESSED_RETRIES) throw new Error(`${requests.length} deletes stayed unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
      requests = (out.UnprocessedItems?.[config.tableName] ?? []) as typeof requests;
    }
  }
}
