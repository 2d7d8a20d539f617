/** Creates the table (from the shared definition) and seeds the catalogue on first start. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { createTableInput, TABLE } from '../../functions/data/table';

export const SEED_FILE = join(__dirname, '..', 'seed', 'catalogue.json');

const localClient = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/**
 * Adds the indexes the definition has gained since the local table was created, so data kept in
 * `.local/` from an earlier version stays usable.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  existing: Array<{ IndexName?: string }>,
): Promise<void> {
  const have = new Set(existing.map((index) => index.IndexName));
  const wanted = createTableInput(tableName);
  for (const index of wanted.GlobalSecondaryIndexes.filter((i) => !have.has(i.IndexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
}

/** Creates the table if it does not exist; returns true when it was created now. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localClient(endpoint);
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, existing.Table?.GlobalSecondaryIndexes ?? []);
    return false;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
  return true;
}

/**
 * Brings a table made by an older version up to the current definition: adds the GSIs it lacks and
 * gives stored courses the keys of the catalogue's search source. Needs the function environment.
 */
export async function upgradeTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName));
    const wanted = createTableInput(tableName);
    const missing = wanted.GlobalSecondaryIndexes.filter((index) => !present.has(index.IndexName));
    for (const index of missing) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
    }
    if (missing.length === 0) return;
  } finally {
    client.destroy();
  }
  const { addMissingSearchKeys } = await import('../../functions/catalogue/backfill');
  await addMissingSearchKeys();
}

/** Imports the repo's seed catalogue (idempotent). Needs the function environment to be set. */
export async function seedCatalogue(): Promise<number> {
  const { importCatalogue } = await import('../../functions/catalogue/import');
  const result = await importCatalogue(JSON.parse(readFileSync(SEED_FILE, 'utf8')));
  // Demo ratings exist only here, in the local stack's data: the production import makes none up.
  const { seedDemoRatings } = await import('../../functions/data/demo-ratings');
  await seedDemoRatings();
  return result.added;
}
