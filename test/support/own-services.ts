/**
 * DynamoDB Local and the local SES for one test file, on their own free ports, so a test can stop
 * and restart a dependency without touching the services every other test file shares. DynamoDB
 * Local keeps its data in a temporary directory, so what was written survives a restart, as it
 * does in the cloud when the service comes back.
 *
 * The handlers read their endpoints when they are first loaded: apply `env` to `process.env` and
 * import the handlers (and the test helpers that use them) only afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../infra/local/dynamodb';
import { type SesLocal, startSesLocal } from '../../infra/local/ses';
import { ensureTable } from '../../infra/local/table';
import { freePort } from './free-port';

export interface OwnServices {
  /** The variables that point the handlers at these services. */
  env: { DYNAMODB_ENDPOINT: string; SES_ENDPOINT: string; TABLE_NAME: string };
  stopDynamoDb(): Promise<void>;
  /** Starts DynamoDB Local again on the same port, on the same data. */
  startDynamoDb(): Promise<void>;
  stopMail(): Promise<void>;
  /** Starts the local SES again on the same port (with an empty inbox). */
  startMail(): Promise<void>;
  /** Starts whichever of the two is stopped, so a failed test leaves the next one a working stack. */
  restore(): Promise<void>;
  /** Stops both and deletes the data. */
  stop(): Promise<void>;
}

export async function startOwnServices(tableName: string): Promise<OwnServices> {
  const [ddbPort, sesPort] = await Promise.all([freePort(), freePort()]);
  const dbPath = mkdtempSync(join(tmpdir(), 'learnfree-own-ddb-'));
  let dynamo: DynamoDbLocal | null = null;
  let ses: SesLocal | null = null;
  const startDynamoDb = async () => {
    dynamo = await startDynamoDbLocal({ port: ddbPort, dbPath });
  };
  const startMail = async () => {
    ses = await startSesLocal(sesPort);
  };
  const stopDynamoDb = async () => {
    await dynamo?.stop();
    dynamo = null;
  };
  const stopMail = async () => {
    await ses?.stop();
    ses = null;
  };
  await Promise.all([startDynamoDb(), startMail()]);
  const endpoint = `http://127.0.0.1:${ddbPort}`;
  await ensureTable(endpoint, tableName);
  return {
    env: { DYNAMODB_ENDPOINT: endpoint, SES_ENDPOINT: `http://127.0.0.1:${sesPort}`, TABLE_NAME: tableName },
    stopDynamoDb,
    startDynamoDb,
    stopMail,
    startMail,
    restore: async () => {
      await Promise.all([dynamo ? null : startDynamoDb(), ses ? null : startMail()]);
    },
    stop: async () => {
      await Promise.allSettled([stopDynamoDb(), stopMail()]);
      rmSync(dbPath, { recursive: true, force: true });
    },
  };
}
