/**
 * The local stack as one call: DynamoDB Local, the local SES, the table with its seed, and the
 * gateway. `npm start` runs it persistent on fixed ports; benchmarks and tools run it in memory on
 * free ports.
 */
import { randomBytes } from 'node:crypto';
import type { SessionKeyTexts } from '../session-keys/keys';
import { startDynamoDbLocal } from './dynamodb';
import { applyEnvironment, localFunctionEnvironment } from './environment';
import type { Gateway } from './gateway';
import { startSesLocal } from './ses';
import { ensureTable, seedCatalogue, upgradeTable } from './table';

export interface LocalStackOptions {
  port: number;
  ddbPort: number;
  sesPort: number;
  /** Persist DynamoDB Local here; in memory when unset. */
  dbPath?: string;
  tableName: string;
  sessionKeys: SessionKeyTexts;
  /** The web build to serve; APIs only when unset. */
  staticDir?: string;
  host?: string;
  /** Public address when it differs from the gateway's own (the Vite dev server). */
  appUrl?: string;
  extraOrigins?: string[];
}

export interface LocalStack {
  appUrl: string;
  gateway: Gateway;
  dynamodbEndpoint: string;
  sesEndpoint: string;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const [dynamo, ses] = await Promise.all([
    startDynamoDbLocal({ port: options.ddbPort, dbPath: options.dbPath }),
    startSesLocal(options.sesPort),
  ]);
  const appUrl = options.appUrl ?? `http://localhost:${options.port}`;
  applyEnvironment(
    localFunctionEnvironment({
      appUrl,
      dynamodbEndpoint: dynamo.endpoint,
      sesEndpoint: ses.endpoint,
      tableName: options.tableName,
      sessionKeys: options.sessionKeys,
      extraOrigins: options.extraOrigins,
      // The gateway itself, also when the app's public address is the Vite dev server's.
      managementEndpoint: `http://127.0.0.1:${options.port}`,
      // A new one per start, as each deployment generates its own.
      originSecret: randomBytes(32).toString('base64url'),
    }),
  );
  try {
    if (await ensureTable(dynamo.endpoint, options.tableName)) await seedCatalogue();
    else await upgradeTable(dynamo.endpoint, options.tableName);
    // Imported after the environment is set: the handlers read their configuration at load.
    const { startGateway } = await import('./gateway');
    const gateway = await startGateway({
      port: options.port,
      host: options.host,
      staticDir: options.staticDir,
      workerThreads: true,
    });
    return {
      appUrl,
      gateway,
      dynamodbEndpoint: dynamo.endpoint,
      sesEndpoint: ses.endpoint,
      stop: async () => {
        await gateway.close();
        await Promise.allSettled([dynamo.stop(), ses.stop()]);
      },
    };
  } catch (error) {
    await Promise.allSettled([dynamo.stop(), ses.stop()]);
    throw error;
  }
}
