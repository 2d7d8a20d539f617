/**
 * Starts the real local services once per test run, for the projects that need them (the `server`
 * and `browser` projects name it; jest runs it only when one of their tests runs): DynamoDB Local
 * (in memory), the local SES and the local video provider, each on a free port, creates the table
 * and seeds the catalogue. The environment set here is inherited by every test worker, so handlers
 * under test talk to these services, and the web app embeds the local provider's player, as
 * `npm start` does with `YOUTUBE=local`. The `unit` project needs none of it (unit-environment.ts).
 */

import { startDynamoDbLocal } from '../../infra/local/dynamodb';
import { applyEnvironment, localFunctionEnvironment } from '../../infra/local/environment';
import { startSesLocal } from '../../infra/local/ses';
import { ensureTable, seedCatalogue } from '../../infra/local/table';
import { startVideoProvider } from '../../infra/local/video-provider/server';
import { rotatedSessionKeys } from '../../infra/session-keys/keys';
import { freePort } from './free-port';
import { TEST_SETTINGS } from './test-settings';

export default async function globalSetup(): Promise<void> {
  const [ddbPort, sesPort, appPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const [dynamo, ses, videoProvider] = await Promise.all([
    startDynamoDbLocal({ port: ddbPort }),
    startSesLocal(sesPort),
    startVideoProvider({ port: 0 }),
  ]);
  const env = localFunctionEnvironment({
    appUrl: `http://localhost:${appPort}`,
    dynamodbEndpoint: dynamo.endpoint,
    sesEndpoint: ses.endpoint,
    tableName: 'learnfree-test',
    // A new key pair per run, as a deployment generates its own.
    sessionKeys: await rotatedSessionKeys(),
    videoProvider,
    playerOrigin: videoProvider.url,
  });
  applyEnvironment({
    ...env,
    ...TEST_SETTINGS,
    TEST_APP_PORT: String(appPort),
    // Slow is not down: on a loaded machine a DynamoDB Local call can take seconds, and an abandoned
    // transaction that is retried while the first attempt still runs can apply twice locally.
    DYNAMODB_REQUEST_TIMEOUT_MS: '15000',
  });
  await ensureTable(dynamo.endpoint, env.TABLE_NAME!);
  await seedCatalogue();
  (globalThis as Record<string, unknown>).__LOCAL_SERVICES__ = { dynamo, ses, videoProvider };
}
