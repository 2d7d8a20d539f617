/**
 * API throughput and latency through the local gateway with autocannon, next to the same
 * DynamoDB Local call made directly with the same tool in the same run, so the gateway + handler
 * overhead shows as a ratio rather than as absolute numbers of a noisy machine.
 */
import autocannon from 'autocannon';
import { round } from './stats';

export interface LoadFigure {
  target: string;
  connections: number;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  non2xx: number;
}

export interface LoadCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

async function load(target: LoadCase, connections: number, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    target: target.name,
    connections,
    requestsPerSecond: round(result.requests.average),
    latencyMedianMs: round(result.latency.p50),
    latencyP99Ms: round(result.latency.p99),
    latencyMeanMs: round(result.latency.average, 2),
    non2xx: result.non2xx,
  };
}

/** A request straight to DynamoDB Local's JSON protocol (it does not check signatures). */
export function dynamoCall(endpoint: string, name: string, operation: string, input: unknown): LoadCase {
  return {
    name,
    method: 'POST',
    url: endpoint,
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${operation}`,
      authorization:
        'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify(input),
  };
}

export async function measureLoad(
  pairs: Array<{ api: LoadCase; direct: LoadCase }>,
  connectionLevels = [1, 16, 64],
  seconds = 4,
): Promise<
  /** overheadRatio: direct req/s ÷ API req/s at the same concurrency. */
  Array<{ api: LoadFigure; direct: LoadFigure; overheadRatio: number }>
> {
  const rows = [];
  for (const pair of pairs) {
    for (const connections of connectionLevels) {
      const api = await load(pair.api, connections, seconds);
      const direct = await load(pair.direct, connections, seconds);
      rows.push({
        api,
        direct,
        // Throughput, not latency: autocannon's latencies are whole milliseconds and a direct call is
        // often under one, while requests per second at the same concurrency compare cleanly.
        overheadRatio: round(direct.requestsPerSecond / Math.max(api.requestsPerSecond, 0.01), 2),
      });
    }
  }
  return rows;
}
