/**
 * Where the catalogue snapshot (index-snapshot.ts) is kept: one object under one key. In the cloud
 * an S3 bucket, reached with our own signed GET and PUT (functions/lib/signed-http.ts) rather than
 * the SDK's S3 client, whose code every cold start of these functions would parse; locally a
 * directory under `.local/`, which the local stack's stand-in for the writer fills. The handlers
 * and the writer use the same code with either.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../lib/config';
import { signedRequest } from '../lib/signed-http';

/** The one key the snapshot has; the writer may put it and the readers get it, nothing else. */
export const SNAPSHOT_KEY = 'catalogue/index.bin';

export interface SnapshotStore {
  /** The snapshot's bytes, or undefined when none has been written yet. */
  get(): Promise<Uint8Array | undefined>;
  put(bytes: Uint8Array): Promise<void>;
}

export class S3SnapshotStore implements SnapshotStore {
  constructor(
    bucket: string,
    private readonly endpoint = `https://${bucket}.s3.${config.region}.amazonaws.com`,
  ) {}

  async get(): Promise<Uint8Array | undefined> {
    const answer = await signedRequest({
      method: 'GET',
      service: 's3',
      endpoint: this.endpoint,
      path: `/${SNAPSHOT_KEY}`,
    });
    // Without s3:ListBucket (which the readers are not given) a missing object answers 403, not 404.
    if (answer.status === 404 || answer.status === 403) return undefined;
    if (answer.status !== 200) throw new Error(`S3 answered ${answer.status} to the snapshot's GET`);
    return answer.body;
  }

  async put(bytes: Uint8Array): Promise<void> {
    const answer = await signedRequest({
      method: 'PUT',
      service: 's3',
      endpoint: this.endpoint,
      path: `/${SNAPSHOT_KEY}`,
      body: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (answer.status !== 200) {
      throw new Error(`S3 answered ${answer.status} to the snapshot's PUT: ${answer.body.toString('utf8')}`);
    }
  }
}

export class DirectorySnapshotStore implements SnapshotStore {
  private readonly file: string;

  constructor(directory: string) {
    this.file = join(directory, SNAPSHOT_KEY);
  }

  async get(): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Written beside and renamed over, so a reader never sees half a snapshot. */
  async put(bytes: Uint8Array): Promise<void> {
    const partial = `${this.file}.${process.pid}.partial`;
    await mkdir(join(this.file, '..'), { recursive: true });
    await writeFile(partial, bytes);
    await rename(partial, this.file);
  }
}

/** The store the environment names, or undefined where there is none (the tests, LocalStack). */
export function configuredSnapshotStore(): SnapshotStore | undefined {
  const bucket = config.catalogueSnapshotBucket;
  if (bucket) return new S3SnapshotStore(bucket);
  const directory = config.catalogueSnapshotDir;
  return directory ? new DirectorySnapshotStore(directory) : undefined;
}
