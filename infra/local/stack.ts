/**
 * The local stack as one call: DynamoDB Local, the local SES, the local video provider, the table
 * with its seed, and the gateway. `npm start` runs it persistent on fixed ports; benchmarks and
 * tools run it in memory on free ports.
 */
import { randomBytes } from 'node:crypto';
import type { SessionKeyTexts } from '../session-keys/keys';
import { type LocalSnapshotWriter, startLocalSnapshotWriter } from './catalogue-snapshots';
import { startDynamoDbLocal } from './dynamodb';
import { applyEnvironment, dataCallsGoLocal, localFunctionEnvironment, playerIsLocal } from './environment';
import type { Gateway } from './gateway';
import { invokeMailEvents } from './mail-events';
import { startSesLocal } from './ses';
import { ensureTable, seedCatalogue, upgradeTable } from './table';
import { type LocalVideoProvider, startVideoProvider } from './video-provider/server';

export interface LocalStackOptions {
  port: number;
  ddbPort: number;
  sesPort: number;
  /** The local video provider's port. @default 0 (a free port) */
  youtubePort?: number;
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
  /** Keep the anonymous public reads at the gateway, as CloudFront does (see GatewayOptions). */
  edgeCache?: boolean;
  /**
   * Keep the catalogue snapshot in this directory, the local stand-in for its bucket, and write it
   * after each catalogue change (catalogue-snapshots.ts) unless `writer` is false (the bench writes
   * it itself). Unset: no snapshot, the catalogue's functions read the table, as in the tests.
   */
  catalogueSnapshots?: { dir: string; writer?: boolean };
}

export interface LocalStack {
  appUrl: string;
  gateway: Gateway;
  dynamodbEndpoint: string;
  sesEndpoint: string;
  videoProvider: LocalVideoProvider;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const [dynamo, ses, videoProvider] = await Promise.all([
    startDynamoDbLocal({ port: options.ddbPort, dbPath: options.dbPath }),
    // Its simulator's bounces and complaints reach the worker through the gateway, as SNS would.
    startSesLocal(options.sesPort, { deliver: invokeMailEvents(`http://127.0.0.1:${options.port}`) }),
    startVideoProvider({ port: options.youtubePort ?? 0, host: options.host }),
  ]);
  const stopServices = () => Promise.allSettled([dynamo.stop(), ses.stop(), videoProvider.stop()]);
  const appUrl = options.appUrl ?? `http://localhost:${options.port}`;
  // The web app embeds the local provider's player only when asked to.
  const playerOrigin = playerIsLocal(process.env) ? videoProvider.url : undefined;
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
      videoProvider: dataCallsGoLocal(process.env) ? videoProvider : undefined,
      playerOrigin,
      catalogueSnapshotDir: options.catalogueSnapshots?.dir,
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
      edgeCache: options.edgeCache,
      // It tells the web app whose player to embed, and lets the pages load it.
      playerOrigin,
    });
    let snapshotWriter: LocalSnapshotWriter | undefined;
    if (options.catalogueSnapshots && options.catalogueSnapshots.writer !== false) {
      snapshotWriter = await startLocalSnapshotWriter();
    }
    return {
      appUrl,
      gateway,
      dynamodbEndpoint: dynamo.endpoint,
      sesEndpoint: ses.endpoint,
      videoProvider,
      stop: async () => {
        await snapshotWriter?.stop();
        await gateway.close();
        await stopServices();
      },
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}
