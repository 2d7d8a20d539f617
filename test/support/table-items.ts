/**
 * Reads the table directly, as an operator would, to check what a request left behind. Goes through
 * the handlers' own client, so it reads whichever DynamoDB Local the handlers use.
 */
import { table } from '../../functions/data/table-client';
import { db } from '../../functions/lib/aws';
import { GetCommand, ScanCommand } from '../../functions/lib/dynamodb';

export type Item = Record<string, unknown>;

const tableName = () => process.env.TABLE_NAME!;

export async function getItem(pk: string, sk: string): Promise<Item | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }),
  );
  return out.Item;
}

/** Every item under one partition key, in sort key order. */
export const partitionItems = (pk: string): Promise<Item[]> => table.queryPartition(pk, { consistent: true });

/** The whole table (a test's own small table only: the product never scans). */
export async function allItems(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** `pk sk` of each item, sorted: a compact picture of what is stored. */
export const itemKeys = (items: Item[]): string[] => items.map((i) => `${i.pk} ${i.sk}`).sort();

/**
 * The stored chat message of the room with exactly this text, however many others were sent since
 * (the history shows only the newest 50, and other test files chat in the same room).
 */
export async function storedChatMessage(room: string, text: string): Promise<Item | undefined> {
  return (await partitionItems(`ROOM#${room}`)).find((item) => item.message === text);
}
