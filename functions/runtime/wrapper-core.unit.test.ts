/**
 * What the HTTP and WebSocket wrappers share: every 5xx answer is counted in the server-error metric
 * (the wrappers catch every error, so Lambda's own error metric never sees one), and a frame's
 * handler gets the user who opened the connection (read from a fake of the table's client).
 */
import { COMMUNITY_ROOM } from '../../shared/chat';
import { apiEvent, wsEvent } from '../../test/support/events';
import { fakeTable } from '../../test/support/fake-table';
import { keys } from '../data/keys';
import { UpdateCommand } from '../lib/dynamodb';
import { METRICS_NAMESPACE, SERVER_ERRORS_METRIC } from '../lib/metrics';
import { wrapHttp } from './http';
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
      { handler: async () => undefined, access: 'public', dynamodb: [] },
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
    const handler = wrapWs('$disconnect', { handler: async () => undefined, dynamodb: [] }, fault);
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
      { handler: async () => undefined, access: 'user', dynamodb: [] },
      async () => ({ status: 200 }),
    );
    const lines = await metricLines(async () => expect((await handler(apiEvent())).statusCode).toBe(401));
    expect(lines).toEqual([]);
  });
});

describe('the user of a WebSocket frame', () => {
  const frameLimit = { scope: 'test-frames', limit: 5, windowSeconds: 60 };
  const table = fakeTable();
  beforeEach(() => {
    // The frame is the first of its window.
    table.client.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  });

  /** What a frame's handler gets when it asks for its user, or the status of the answer. */
  async function userOfFrame(connectionId: string): Promise<unknown> {
    let seen: unknown;
    const handler = wrapWs(
      'history',
      { handler: async () => undefined, dynamodb: ['GetItem'], frameLimit },
      async ({ user }) => {
        seen = await user();
      },
    );
    const result = await handler(
      wsEvent({ eventType: 'MESSAGE', connectionId, body: { action: 'history' } }),
    );
    return result.statusCode === 200 ? seen : result.statusCode;
  }

  const LEARNER = { userId: 'frame-learner', name: 'Frame Learner', role: 'user' };
  /** The stored connection `connectionId` of LEARNER to the community room. */
  const storedConnection = (connectionId: string, times: { connectedAt: string; expiresAt?: number }) => ({
    ...keys.connection(COMMUNITY_ROOM, connectionId),
    type: 'connection',
    connectionId,
    ...LEARNER,
    ...times,
  });

  it('is the learner who opened the connection', async () => {
    table.hold(storedConnection('frame-1', { connectedAt: new Date().toISOString() }));
    expect(await userOfFrame('frame-1')).toEqual(LEARNER);
  });

  it('is refused (401) for a connection that is not open', async () => {
    expect(await userOfFrame('never-opened')).toBe(401);
  });

  it('is refused (401) for a connection past its expiry that storage has not removed yet', async () => {
    table.hold(
      storedConnection('frame-2', {
        connectedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      }),
    );
    expect(await userOfFrame('frame-2')).toBe(401);
  });
});
