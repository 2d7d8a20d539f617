/** The local SES (`aws-ses-v2-local`): the SES API plus a web inbox and `GET /store` for tests. */
import type { Server } from 'node:http';
import startSesServer from 'aws-ses-v2-local';

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSesLocal(port: number): Promise<SesLocal> {
  const server: Server = await startSesServer({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
