import { createServer } from 'node:net';

/**
 * Ports below Linux's ephemeral range (32768–60999). A port the OS hands out for `listen(0)` comes
 * from that range, which is also where every outgoing connection takes its local port: between our
 * check and the moment a service (DynamoDB Local's java, say) binds it, a connection of another test
 * could take it. Below the range only an explicit bind can.
 */
const LOWEST = 20_000;
const COUNT = 12_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port that is free right now and that no outgoing connection will take in the meantime. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * COUNT);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${LOWEST + COUNT - 1} after 50 tries`);
}
