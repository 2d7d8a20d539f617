/**
 * `npm start` / `npm run dev`: the whole product on one machine. DynamoDB Local (persistent under
 * .local/), the local SES with its inbox, and the local gateway serving the web build, /api and
 * /socket.io on one port. `--dev` adds Vite's dev server with hot reload in front of the gateway.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDynamoDbLocal } from './dynamodb';
import { applyEnvironment, localFunctionEnvironment } from './environment';
import { startSesLocal } from './ses';
import { ensureTable, seedCatalogue } from './table';

const root = join(__dirname, '..', '..');
const localDir = join(root, '.local');
const webDist = join(root, 'web', 'dist');
const dev = process.argv.includes('--dev');

const port = Number(process.env.PORT ?? 3000);
const ddbPort = Number(process.env.DDB_PORT ?? 8000);
const sesPort = Number(process.env.SES_PORT ?? 8005);
const vitePort = Number(process.env.VITE_PORT ?? 5173);

/** A signing secret generated once per machine and kept out of the repository. */
function localSecret(): string {
  const file = join(localDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function buildWebIfMissing(): void {
  if (dev || existsSync(join(webDist, 'index.html'))) return;
  console.log('Building the web app (first start only)...');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.mts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}

async function main(): Promise<void> {
  mkdirSync(join(localDir, 'dynamodb'), { recursive: true });
  buildWebIfMissing();
  const appUrl = `http://localhost:${dev ? vitePort : port}`;
  const [dynamo, ses] = await Promise.all([
    startDynamoDbLocal({ port: ddbPort, dbPath: join(localDir, 'dynamodb') }),
    startSesLocal(sesPort),
  ]);
  const stops: Array<() => Promise<void>> = [dynamo.stop, ses.stop];
  const shutdown = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  applyEnvironment(
    localFunctionEnvironment({
      appUrl,
      dynamodbEndpoint: dynamo.endpoint,
      sesEndpoint: ses.endpoint,
      tableName: process.env.TABLE_NAME ?? 'learnfree',
      jwtSecret: localSecret(),
      extraOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://127.0.0.1:${vitePort}`],
    }),
  );
  if (await ensureTable(dynamo.endpoint, process.env.TABLE_NAME ?? 'learnfree')) await seedCatalogue();

  // Imported after the environment is set: the handlers read their configuration at load.
  const { startGateway } = await import('./gateway');
  const gateway = await startGateway({ port, host: process.env.HOST, staticDir: dev ? undefined : webDist });
  stops.unshift(gateway.close);
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: join(root, 'web', 'vite.config.mts'),
      server: { port: vitePort, strictPort: true },
    });
    await vite.listen();
    stops.unshift(() => vite.close());
  }
  console.log(
    `LearnFree is ready: app ${appUrl} · mail inbox ${ses.endpoint.replace('127.0.0.1', 'localhost')} · DynamoDB ${dynamo.endpoint.replace('127.0.0.1', 'localhost')} (Ctrl-C stops all)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
