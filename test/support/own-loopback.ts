/**
 * Requests from a loopback address of their own (127.x.y.z: all of 127.0.0.0/8 is this machine on
 * Linux), so the gateway sees another caller and no other test shares this one's per-source limits
 * (registration, password resets), as real learners on their own networks would not.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

export const ownLoopback = (): string => `127.${randomBytes(3).join('.')}`;

/** POSTs JSON to `url` (an http://127.0.0.1 or localhost address) from `localAddress`. */
export function postFromLoopback(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  localAddress: string = ownLoopback(),
): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
