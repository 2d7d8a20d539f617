/**
 * A table of the test file's own in the run's DynamoDB Local, for files whose checks would meet
 * other files' data: the community chat room (a fan-out from another file's gateway finds this
 * file's sockets unknown and deletes them as gone) and Scans of the whole table. The handlers read
 * TABLE_NAME on every call, so switching it for the file is enough.
 */
import { randomBytes } from 'node:crypto';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../infra/local/table';

export function tableOfItsOwn(): void {
  const shared = process.env.TABLE_NAME;
  const own = `learnfree-test-${randomBytes(4).toString('hex')}`;
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  beforeAll(async () => {
    await ensureTable(endpoint, own);
    process.env.TABLE_NAME = own;
  });
  afterAll(async () => {
    process.env.TABLE_NAME = shared;
    await dropTable(endpoint, own);
  });
}

/** Deletes a test file's own table from the DynamoDB Local at `endpoint`. */
export async function dropTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  client.destroy();
}
