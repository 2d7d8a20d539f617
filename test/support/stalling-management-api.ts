/**
 * A stand-in for API Gateway's management API when it goes wrong for some connections: posts to
 * every other connection pass through to the local gateway untouched, while posts to the connections
 * it is told to stall are held open until `fail()` answers them with a 500, the management API's own
 * fault. It lets a test watch one worker hang halfway through its connections and then fail.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StallingManagementApi {
  url: string;
  /** Posts to these connection ids are held from now on. */
  stall(connectionIds: readonly string[]): void;
  /** How many posts to stalled connections arrived so far. */
  stalledPosts(): number;
  /** Answers every held post (and any later one to a stalled id) with a 500. */
  fail(): void;
  close(): Promise<void>;
}

export async function startStallingManagementApi(gatewayUrl: string): Promise<StallingManagementApi> {
  const target = new URL(gatewayUrl);
  const stalled = new Set<string>();
  const holding: ServerResponse[] = [];
  let stalledPosts = 0;
  let failing = false;
  const answerFault = (res: ServerResponse) => {
    res.writeHead(500, {
      'content-type': 'application/json',
      'x-amzn-errortype': 'InternalServerErrorException',
    });
    res.end(JSON.stringify({ message: 'Internal server error' }));
  };
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => answerFault(res));
    req.pipe(forwarded);
  };
  const server = createServer((req, res) => {
    const id = decodeURIComponent(/^\/@connections\/([^/]+)/.exec(req.url ?? '')?.[1] ?? '');
    if (!stalled.has(id)) return pass(req, res);
    req.resume();
    stalledPosts++;
    if (failing) return answerFault(res);
    holding.push(res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stall: (ids) => {
      for (const id of ids) stalled.add(id);
    },
    stalledPosts: () => stalledPosts,
    fail: () => {
      failing = true;
      for (const res of holding.splice(0)) answerFault(res);
    },
    close: async () => {
      for (const res of holding.splice(0)) answerFault(res);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
