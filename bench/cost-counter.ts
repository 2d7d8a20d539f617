/**
 * What the local gateway does for a scripted learner, counted where the cloud would bill it: every
 * API call by route (with its answer's bytes, its time and whether CloudFront could keep it), the
 * management API's pushes to WebSocket clients, the workers Lambda would run, and the DynamoDB units
 * the functions' client wrote to the capacity log (functions/lib/capacity-log.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { CapacityLine } from '../functions/lib/capacity-log';

export interface RouteCount {
  calls: number;
  /**
   * Calls CloudFront may answer from its cache: a successful GET of a route the manifest marks
   * `edgeCache`. Its cache key holds no cookie, so a learner's call is answered from the copy a
   * visitor's call left there, although the answer to the learner is `private` and is not kept.
   */
  cacheable: number;
  /** Answer bytes on the wire (headers and compressed body), as CloudFront would send them on. */
  bytes: number;
  /** Time from request to answer in the gateway, summed: the function's run, roughly. */
  ms: number;
  /** DynamoDB units consumed while the call ran. */
  read: number;
  write: number;
}

export interface CostCounts {
  api: Record<string, RouteCount>;
  /** Messages the management API pushed to WebSocket clients (PostToConnection). */
  pushes: number;
  /** Functions invoked by other functions (the chat fan-out workers, the mail worker). */
  workerRuns: number;
  /** DynamoDB units of every call, API, WebSocket routes and workers alike. */
  read: number;
  write: number;
}

const emptyCounts = (): CostCounts => ({ api: {}, pushes: 0, workerRuns: 0, read: 0, write: 0 });

/** `later` minus `earlier`, route by route: what one phase of the scenario did. */
export function countsBetween(earlier: CostCounts, later: CostCounts): CostCounts {
  const api: Record<string, RouteCount> = {};
  for (const [route, now] of Object.entries(later.api)) {
    const before = earlier.api[route];
    const delta = Object.fromEntries(
      Object.entries(now).map(([key, value]) => [key, value - (before?.[key as keyof RouteCount] ?? 0)]),
    ) as unknown as RouteCount;
    if (delta.calls > 0) api[route] = delta;
  }
  return {
    api,
    pushes: later.pushes - earlier.pushes,
    workerRuns: later.workerRuns - earlier.workerRuns,
    read: later.read - earlier.read,
    write: later.write - earlier.write,
  };
}

/**
 * DynamoDB Local reports a transaction's items at the plain rate; DynamoDB bills each item of a
 * transaction twice, so the log's transactional units are doubled here.
 */
export function billedUnits(line: CapacityLine): { read: number; write: number } {
  const factor = line.op.startsWith('Transact') ? 2 : 1;
  return { read: line.read * factor, write: line.write * factor };
}

type RouteMatcher = (method: string, path: string) => { route: { key: string; edgeCache?: string } } | null;

/** Starts counting what `server` does; `snapshot()` returns the totals so far (a copy). */
export function countGateway(server: Server, capacityLog: string, matchRoute: RouteMatcher) {
  const counts = emptyCounts();
  let logRead = 0;
  /** Adds the capacity log's new lines to the totals; returns their units. */
  const drainLog = () => {
    const units = { read: 0, write: 0 };
    if (!existsSync(capacityLog)) return units;
    const text = readFileSync(capacityLog, 'utf8');
    const fresh = text.slice(logRead);
    const complete = fresh.slice(0, fresh.lastIndexOf('\n') + 1);
    logRead += complete.length;
    for (const line of complete.split('\n').filter(Boolean)) {
      const billed = billedUnits(JSON.parse(line) as CapacityLine);
      units.read += billed.read;
      units.write += billed.write;
    }
    counts.read += units.read;
    counts.write += units.write;
    return units;
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname.startsWith('/@connections/')) counts.pushes += 1;
    else if (url.pathname.startsWith('/2015-03-31/functions/')) counts.workerRuns += 1;
    const match = url.pathname.startsWith('/api/') ? matchRoute(req.method ?? 'GET', url.pathname) : null;
    if (!match) return;
    // The scenario makes one API call at a time, so what the log gains meanwhile is this call's.
    drainLog();
    const started = performance.now();
    const bytesBefore = req.socket.bytesWritten;
    res.once('finish', () => {
      const units = drainLog();
      counts.api[match.route.key] ??= { calls: 0, cacheable: 0, bytes: 0, ms: 0, read: 0, write: 0 };
      const row = counts.api[match.route.key]!;
      row.calls += 1;
      if (match.route.edgeCache && req.method === 'GET' && res.statusCode === 200) row.cacheable += 1;
      row.bytes += req.socket.bytesWritten - bytesBefore;
      row.ms += performance.now() - started;
      row.read += units.read;
      row.write += units.write;
    });
  };
  server.prependListener('request', onRequest);
  return {
    snapshot(): CostCounts {
      drainLog();
      return structuredClone(counts);
    },
    stop: () => server.off('request', onRequest),
  };
}
