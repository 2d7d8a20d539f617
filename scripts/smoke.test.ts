import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpRoutes } from '../functions/routes';
import type { Gateway } from '../infra/local/gateway';
import { freePort } from '../test/support/free-port';
import { pointAtGateway } from '../test/support/gateway-environment';
import type { Io } from './lib/cli';
import { runSmoke } from './lib/smoke';

interface Captured extends Io {
  lines: string[];
  errors: string[];
}
const capture = (): Captured => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (l) => lines.push(l), err: (l) => errors.push(l) };
};

/** A web build as small as the check needs: the app page and the script it loads. */
function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'learnfree-smoke-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" crossorigin src="/assets/index-1a2b.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-1a2b.js'), 'console.log("app");');
  return dir;
}

// Generous: a loaded test machine can be slow without anything being wrong.
const inbox = () => ({ SMOKE_MAIL_URL: process.env.SES_ENDPOINT!, SMOKE_TIMEOUT_S: '60' });

describe('against the local stack', () => {
  // The gateway with the API handlers and the chat, in this process on a free port, as the browser
  // tests start it; DynamoDB Local and the local SES come from jest's global setup.
  let gateway: Gateway;
  let siteUrl: string;
  let restoreEnvironment: (() => void) | undefined;
  beforeAll(async () => {
    const port = await freePort();
    siteUrl = `http://localhost:${port}`;
    // The gateway is the site, the chat's management API and, for the fan-out workers, Lambda's Invoke API.
    restoreEnvironment = pointAtGateway(siteUrl);
    const { startGateway } = await import('../infra/local/gateway');
    gateway = await startGateway({ port, staticDir: webBuild() });
  });
  afterAll(async () => {
    await gateway?.close();
    restoreEnvironment?.();
  });

  it('walks a learner through the site, one timed line per step, and passes', async () => {
    const io = capture();
    expect(await runSmoke(siteUrl, inbox(), io)).toBe(0);
    expect(io.errors).toEqual([]);
    const steps = io.lines.slice(1, -1);
    expect(steps.map((line) => line.trim().split(/\s{2,}/)[1])).toEqual([
      'home page',
      'catalogue',
      'course',
      'register',
      'verify e-mail',
      'log in',
      'enrol',
      'tick a lesson',
      'post a note',
      'chat round trip',
      'log out',
      'clean up',
    ]);
    for (const line of steps) expect(line).toMatch(/^\s+ok\s+.+\s\d+ ms\s/);
    expect(io.lines.at(-1)).toMatch(/^Smoke check passed in \d+\.\d s\.$/);
  }, 300_000);

  it('deletes the smoke account, or says plainly that it skipped that while the site has no account deletion', async () => {
    const io = capture();
    expect(await runSmoke(siteUrl, inbox(), io)).toBe(0);
    const cleanUp = io.lines.find((line) => line.includes('clean up'));
    if (httpRoutes.some((route) => route.key === 'DELETE /api/users/me')) {
      expect(cleanUp).toMatch(/smoke-.+@example\.com deleted$/);
    } else {
      expect(cleanUp).toMatch(
        /skipped: this site has no account deletion \(DELETE \/api\/users\/me answered 404\); smoke-.+@example\.com stays/,
      );
    }
  }, 300_000);
});

describe('when it fails', () => {
  it('says it could not connect when nothing answers at the address', async () => {
    const port = await freePort();
    const io = capture();
    expect(await runSmoke(`http://127.0.0.1:${port}`, inbox(), io)).toBe(1);
    expect(io.errors[0]).toMatch(
      new RegExp(
        `FAIL\\s+home page\\s+\\d+ ms\\s+could not connect to http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`,
      ),
    );
    expect(io.errors.at(-1)).toBe('Smoke check failed at "home page".');
  });

  it('stops at the first step that fails, quoting what the server answered', async () => {
    // A site whose page is there but whose API is broken.
    const site: Server = createServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<div id="root"></div><script type="module" src="/assets/app-1.js"></script>');
      } else if (req.url === '/assets/app-1.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end('');
      } else {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal server error' }));
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const io = capture();
      const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      expect(await runSmoke(url, inbox(), io)).toBe(1);
      expect(io.lines.slice(1)).toEqual([expect.stringMatching(/ok\s+home page/)]);
      expect(io.errors).toEqual([
        expect.stringMatching(/FAIL\s+catalogue\s+\d+ ms\s+GET \/api\/course answered 502 \(expected 200\)/),
        'Smoke check failed at "catalogue".',
      ]);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });

  it('refuses to start without a site URL or a mailbox to read, with exit code 2', async () => {
    const noUrl = capture();
    expect(await runSmoke(undefined, inbox(), noUrl)).toBe(2);
    expect(noUrl.errors.join('\n')).toMatch(/Usage: npm run smoke -- <site URL>/);
    const noMailbox = capture();
    expect(await runSmoke('https://learn.example.org', {}, noMailbox)).toBe(2);
    expect(noMailbox.errors.join('\n')).toMatch(/SMOKE_EMAIL.*SMOKE_MAIL_URL/);
  });
});
