/**
 * What the HTTP and WebSocket wrappers share: every 5xx answer is counted in the server-error metric
 * (the wrappers catch every error, so Lambda's own error metric never sees one), and a frame's
 * handler gets the user who opened the connection.
 */
import { COMMUNITY_ROOM } from '../../shared/chat';
import { apiEvent, wsEvent } from '../../test/support/events';
import { removeConnection, saveConnection } from '../data/connections';
import { wrapHttp } from './http';
import { METRICS_NAMESPACE, SERVER_ERRORS_METRIC } from './metrics';
import { wrapWs } from './ws';

/** The Embedded Metric Format lines written to stdout while `action` runs. */
async function metricLines(action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'error';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  // The error lines that go with a 500 are expected here; keep them out of the test output.
  const quiet = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await action();
  } finally {
    spy.mockRestore();
    quiet.mockRestore();
    process.env.LOG_LEVEL = level;
  }
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line._aws !== undefined);
}

const fault = async (): Promise<never> => {
  throw new Error('a bug');
};

describe('the server-error metric', () => {
  it('counts an HTTP route that answers 500, in CloudWatch Embedded Metric Format', async () => {
    const handler = wrapHttp(
      'GET /api/test',
      { module: 'x', function: 'x', access: 'public', dynamodb: [] },
      fault,
    );
    const lines = await metricLines(async () => expect((await handler(apiEvent())).statusCode).toBe(500));
    expect(lines).toEqual([
      expect.objectContaining({
        [SERVER_ERRORS_METRIC]: 1,
        route: 'GET /api/test',
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            expect.objectContaining({
              Namespace: METRICS_NAMESPACE,
              Metrics: [{ Name: SERVER_ERRORS_METRIC, Unit: 'Count' }],
            }),
          ],
        }),
      }),
    ]);
  });

  it('counts a WebSocket route that answers 500', async () => {
    const handler = wrapWs('$disconnect', { module: 'x', function: 'x', dynamodb: [] }, fault);
    const lines = await metricLines(async () =>
      expect((await handler(wsEvent({ eventType: 'DISCONNECT', connectionId: 'gone-1' }))).statusCode).toBe(
        500,
      ),
    );
    expect(lines).toEqual([expect.objectContaining({ [SERVER_ERRORS_METRIC]: 1, route: '$disconnect' })]);
  });

  it('does not count refusals (4xx) or answers', async () => {
    const handler = wrapHttp(
      'GET /api/test',
      { module: 'x', function: 'x', access: 'user', dynamodb: [] },
      async () => ({ status: 200 }),
    );
    const lines = await metricLines(async () => expect((await handler(apiEvent())).statusCode).toBe(401));
    expect(lines).toEqual([]);
  });
});

describe('the user of a WebSocket frame', () => {
  const frameLimit = { scope: 'test-frames', limit: 5, windowSeconds: 60 };

  it('is the learner who opened the connection', async () => {
    const connectionId = `frame-${Date.now()}`;
    await saveConnection(COMMUNITY_ROOM, {
      connectionId,
      userId: 'frame-learner',
      name: 'Frame Learner',
      role: 'user',
      connectedAt: new Date().toISOString(),
    });
    let seen: unknown;
    const handler = wrapWs(
      'history',
      { module: 'x', function: 'x', dynamodb: ['GetItem'], frameLimit },
      async ({ user }) => {
        seen = await user();
      },
    );
    try {
      const result = await handler(
        wsEvent({ eventType: 'MESSAGE', connectionId, body: { action: 'history' } }),
      );
      expect(result.statusCode).toBe(200);
      expect(seen).toEqual({ userId: 'frame-learner', name: 'Frame Learner', role: 'user' });
    } finally {
      await removeConnection(COMMUNITY_ROOM, connectionId);
    }
  });

  it('is refused (401) for a connection that is not open', async () => {
    const handler = wrapWs(
      'history',
      { module: 'x', function: 'x', dynamodb: ['GetItem'], frameLimit },
      async ({ user }) => {
        await user();
      },
    );
    const result = await handler(wsEvent({ eventType: 'MESSAGE', connectionId: 'never-opened', body: {} }));
    expect(result.statusCode).toBe(401);
  });
});
