/**
 * `npm start` / `npm run dev`: the whole product on one machine. DynamoDB Local (persistent under
 * .local/), the local SES with its inbox, the local video provider, and the local gateway serving
 * the web build, /api and /socket.io on one port. `--dev` adds Vite's dev server with hot reload in
 * front of the gateway. `YOUTUBE=local` points the web player at the local provider too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rotatedSessionKeys, type SessionKeyTexts } from '../session-keys/keys';
import { endWithProcess } from './lifecycle';
import { startLocalStack } from './stack';

const root = join(__dirname, '..', '..');
const localDir = join(root, '.local');
const webDist = join(root, 'web', 'dist');
const dev = process.argv.includes('--dev');

const port = Number(process.env.PORT ?? 3000);
const ddbPort = Number(process.env.DDB_PORT ?? 8000);
const sesPort = Number(process.env.SES_PORT ?? 8005);
const youtubePort = Number(process.env.YOUTUBE_PORT ?? 8010);
const vitePort = Number(process.env.VITE_PORT ?? 5173);

/**
 * The session key pair, generated once per machine and kept out of the repository, so a restart
 * keeps everyone logged in. Delete the file for a new pair.
 */
async function localSessionKeys(): Promise<SessionKeyTexts> {
  const file = join(localDir, 'session-keys.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify(await rotatedSessionKeys()), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SessionKeyTexts;
}

function buildWebIfMissing(): void {
  if (dev || existsSync(join(webDist, 'index.html'))) return;
  console.log('Building the web app (first start only)...');
  // The whole build: the app, its pages rendered ahead and their compressed copies.
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed');
}

async function main(): Promise<void> {
  const lifecycle = endWithProcess();
  mkdirSync(join(localDir, 'dynamodb'), { recursive: true });
  buildWebIfMissing();
  const stack = await startLocalStack({
    port,
    ddbPort,
    sesPort,
    youtubePort,
    host: process.env.HOST,
    dbPath: join(localDir, 'dynamodb'),
    tableName: process.env.TABLE_NAME ?? 'learnfree',
    sessionKeys: await localSessionKeys(),
    staticDir: dev ? undefined : webDist,
    appUrl: dev ? `http://localhost:${vitePort}` : undefined,
    extraOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://127.0.0.1:${vitePort}`],
    edgeCache: true,
    catalogueSnapshots: { dir: join(localDir, 'catalogue-snapshot') },
  });
  lifecycle.onStop(stack.stop);
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: join(root, 'web', 'vite.config.mts'),
      server: { port: vitePort, strictPort: true },
    });
    lifecycle.onStop(() => vite.close());
    await vite.listen();
  }
  const local = (url: string) => url.replace('127.0.0.1', 'localhost');
  console.log(
    `LearnFree is ready: app ${stack.appUrl} · mail inbox ${local(stack.sesEndpoint)} · video provider ${stack.videoProvider.url} · DynamoDB ${local(stack.dynamodbEndpoint)} (Ctrl-C stops all)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
