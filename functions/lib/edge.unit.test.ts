import { warmContainer } from '../../test/support/warm-container';
import {
  acceptedSecrets,
  callerThroughEdge,
  ORIGIN_SECRET_REREAD_MS,
  secretChecker,
  sourceOf,
  viewerIp,
} from './edge';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from './edge-headers';
import { METRICS_NAMESPACE, ORIGIN_REFUSED_METRIC } from './metrics';

const SECRET = 'a-local-origin-secret-of-enough-length-0123456789';

describe('the viewer address the edge passes on', () => {
  it('is the IP part of an IPv4 or IPv6 `ip:port`', () => {
    expect(viewerIp('198.51.100.4:50312')).toBe('198.51.100.4');
    expect(viewerIp('2001:db8::17:443')).toBe('2001:db8::17');
  });

  it('is nothing when it is not an IP address', () => {
    for (const value of ['evil.example:80', '198.51.100.4', 'a'.repeat(3_000), `${'1'.repeat(3_000)}:1`, ''])
      expect(viewerIp(value)).toBeUndefined();
  });
});

describe('the source an address counts as for per-source limits', () => {
  it('is the address itself for IPv4', () => {
    expect(sourceOf('198.51.100.4')).toBe('198.51.100.4');
  });

  it('is the /64 network for IPv6, so one subscriber cannot count as 2^64 callers', () => {
    expect(sourceOf('2001:db8:0:1:aaaa:bbbb:cccc:1')).toBe('2001:db8:0:1::/64');
    expect(sourceOf('2001:DB8:0:1::2')).toBe('2001:db8:0:1::/64');
    expect(sourceOf('2001:db8::17')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('2001:0db8:0000:0001::9')).toBe('2001:db8:0:1::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('counts an embedded IPv4 tail as the two groups it stands for', () => {
    expect(sourceOf('1:2::3:4:5:192.0.2.1')).toBe('1:2:0:3::/64');
    expect(sourceOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(sourceOf('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address', () => {
    expect(sourceOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });
});

describe('the origin secret in Secrets Manager', () => {
  it('accepts the current value and, during a rotation, the previous one', () => {
    expect(acceptedSecrets(JSON.stringify({ current: SECRET }))).toEqual([SECRET]);
    expect(acceptedSecrets(JSON.stringify({ current: SECRET, previous: `${SECRET}-old` }))).toEqual([
      SECRET,
      `${SECRET}-old`,
    ]);
  });

  it('refuses a value that could be guessed or is not the expected shape', () => {
    for (const value of ['', SECRET, '{}', JSON.stringify({ current: 'short' })])
      expect(() => acceptedSecrets(value)).toThrow(/origin secret/);
  });
});

describe('requests through the edge', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  const forged = { [VIEWER_ADDRESS_HEADER]: '203.0.113.9:1234' };

  it('without an edge in front, the connection address counts and a claimed viewer address does not', async () => {
    delete process.env.ORIGIN_SECRET;
    delete process.env.ORIGIN_SECRET_ARN;
    await expect(callerThroughEdge(forged, '192.0.2.7')).resolves.toBe('192.0.2.7');
  });

  describe('with the edge configured', () => {
    beforeEach(() => {
      process.env.ORIGIN_SECRET = SECRET;
    });

    it('refuses a request without the secret or with a wrong one (403)', async () => {
      await expect(callerThroughEdge(forged, '192.0.2.7')).rejects.toMatchObject({ status: 403 });
      await expect(
        callerThroughEdge({ ...forged, [ORIGIN_SECRET_HEADER]: `${SECRET}x` }, '192.0.2.7'),
      ).rejects.toMatchObject({ status: 403 });
    });

    it('believes the viewer address of a request that carries the secret, in any header case', async () => {
      await expect(
        callerThroughEdge({ ...forged, [ORIGIN_SECRET_HEADER]: SECRET }, '130.176.1.1'),
      ).resolves.toBe('203.0.113.9');
      await expect(
        callerThroughEdge(
          { 'X-LearnFree-Origin-Secret': SECRET, 'CloudFront-Viewer-Address': '2001:db8::17:443' },
          '130.176.1.1',
        ),
      ).resolves.toBe('2001:db8:0:0::/64');
    });

    it('counts each refusal in the origin-refused metric, which the alarm on a broken rotation watches', async () => {
      process.env.LOG_LEVEL = 'error';
      process.env.METRICS_SERVICE = 'LearnFree-prod';
      const written: string[] = [];
      const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
      try {
        await callerThroughEdge({ ...forged, [ORIGIN_SECRET_HEADER]: SECRET }, '130.176.1.1');
        await expect(callerThroughEdge(forged, '192.0.2.7')).rejects.toMatchObject({ status: 403 });
      } finally {
        spy.mockRestore();
      }
      const metrics = written.map((line) => JSON.parse(line)).filter((line) => line._aws);
      expect(metrics).toEqual([
        expect.objectContaining({
          _aws: expect.objectContaining({
            CloudWatchMetrics: [
              {
                Namespace: METRICS_NAMESPACE,
                Dimensions: [['Service']],
                Metrics: [{ Name: ORIGIN_REFUSED_METRIC, Unit: 'Count' }],
              },
            ],
          }),
          Service: 'LearnFree-prod',
          [ORIGIN_REFUSED_METRIC]: 1,
        }),
      ]);
    });

    it('falls back to the connection address when the viewer address is not an IP', async () => {
      const headers = { [ORIGIN_SECRET_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: 'x'.repeat(3_000) };
      await expect(callerThroughEdge(headers, '130.176.1.1')).resolves.toBe('130.176.1.1');
    });
  });

  it('in a Lambda function without an origin secret, refuses everything rather than trusting anyone', async () => {
    delete process.env.ORIGIN_SECRET;
    delete process.env.ORIGIN_SECRET_ARN;
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'learnfree-login';
    await expect(callerThroughEdge(forged, '192.0.2.7')).rejects.toThrow(/ORIGIN_SECRET_ARN/);
  });
});

describe('a rotation of the origin secret, as a warm container meets it', () => {
  const before = ['a'.repeat(40)];
  const after = ['b'.repeat(40), 'a'.repeat(40)];

  /** Secrets as a container sees them: what it keeps, and what a fresher read finds. */
  function container(kept: string[], stored: string[]) {
    const { asked, read } = warmContainer(kept, stored);
    return { asked, holds: secretChecker(read) };
  }

  it('accepts a secret it holds without reading again', async () => {
    const warm = container(before, after);
    expect(await warm.holds('a'.repeat(40))).toBe(true);
    expect(warm.asked).toEqual([undefined]);
  });

  it('reads again, no older than a minute, for a secret it does not hold: the new one is accepted at once', async () => {
    const warm = container(before, after);
    expect(await warm.holds('b'.repeat(40))).toBe(true);
    expect(warm.asked).toEqual([undefined, ORIGIN_SECRET_REREAD_MS]);
  });

  it('refuses a secret that is not there after reading again', async () => {
    expect(await container(before, after).holds('c'.repeat(40))).toBe(false);
  });
});
