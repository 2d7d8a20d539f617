/**
 * Gives courses stored before the catalogue's search source existed their GSI3 keys, so a table
 * from an older version lists them again. Idempotent: courses that have the keys are left alone.
 * An operator step (the local stack runs it when it adds GSI3 to an existing table), not a request path.
 */
import { bumpCatalogueVersion } from '../data/catalogue';
import { keys } from '../data/keys';
import { table } from '../data/table-client';

/** Returns how many courses it updated. */
export async function addMissingSearchKeys(): Promise<number> {
  let updated = 0;
  for await (const page of table.queryPages({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'attribute_not_exists(gsi3pk)',
    ExpressionAttributeValues: { ':pk': keys.catalogue.gsi1pk },
    ProjectionExpression: '#id, gsi1sk',
    ExpressionAttributeNames: { '#id': '_id' },
  })) {
    for (const item of page) {
      const courseId = String(item._id);
      const createdAt = String(item.gsi1sk).slice(0, -(courseId.length + 1));
      const search = keys.searchKeys(courseId, createdAt);
      await table.update({
        Key: keys.course(courseId),
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: { ':pk': search.gsi3pk, ':sk': search.gsi3sk },
      });
      updated++;
    }
  }
  if (updated > 0) await bumpCatalogueVersion();
  return updated;
}
