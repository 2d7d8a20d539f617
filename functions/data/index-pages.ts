/**
 * A partition of a secondary index read a page at a time, highest sort key first: one Query. The
 * cursor carries only the index sort key of the last item shown, checked against the shape the
 * order writes there; the rest of the start key (the item's own key and the partition) is rebuilt
 * from it and from the call. So a cursor can neither open another partition nor hand DynamoDB a
 * start key it would refuse.
 */
import { type CursorSchema, decodeCursor, encodeCursor, matching } from '../lib/cursor';
import { keys } from './keys';
import { type Item, table } from './table-client';

/** An order of a list: its index and the whole sort key an item has there, the item's id as group 1. */
export interface IndexOrder {
  index: 'gsi1' | 'gsi4';
  sortKey: RegExp;
}

export interface IndexPageQuery {
  /** The list a cursor continues (its kind, order and partition), so a cursor of another is refused. */
  list: string;
  order: IndexOrder;
  partition: string;
  limit: number;
  /** The table key of the item with this id. */
  itemKey: (id: string) => Record<string, string>;
}

/** One page of the list and the cursor of the next (null on the last page); 400 for a cursor of another list. */
export async function queryIndexPage(
  query: IndexPageQuery,
  cursor: string | undefined,
): Promise<{ items: Item[]; next: string | null }> {
  const { index, sortKey } = query.order;
  const schema: CursorSchema<{ after: string }> = { list: query.list, fields: { after: matching(sortKey) } };
  const after = cursor === undefined ? undefined : decodeCursor(schema, cursor).after;
  const out = await table.query({
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': `${index}pk` },
    ExpressionAttributeValues: { ':pk': query.partition },
    ScanIndexForward: false,
    Limit: query.limit,
    ...(after === undefined
      ? {}
      : {
          ExclusiveStartKey: keys.indexPageStart(
            index,
            query.partition,
            query.itemKey(sortKey.exec(after)![1]!),
            after,
          ),
        }),
  });
  const last = out.LastEvaluatedKey?.[`${index}sk`];
  return {
    items: out.Items ?? [],
    next: typeof last === 'string' ? encodeCursor(schema, { after: last }) : null,
  };
}
