/**
 * The Lambda API client of the rollback against a stand-in of Lambda's REST API on a local port
 * (AWS_ENDPOINT_URL_LAMBDA): signed requests, every page of a listing, and the alias moved.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Io } from './cli';
import { lambdaApi } from './lambda-api';
import { rollback } from './rollback-command';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}

const FUNCTIONS = [
  {
    FunctionName: 'prod-login',
    Description: 'LearnFree POST /api/login',
    Environment: { Variables: { METRICS_SERVICE: 'LearnFree-prod' } },
  },
  { FunctionName: 'other-app', Description: 'Something else', Environment: { Variables: {} } },
];
const VERSIONS = ['$LATEST', '1', '2'].map((Version) => ({
  Version,
  LastModified: '2026-11-27T12:00:00.000+0000',
}));

let server: Server;
const seen: Seen[] = [];
const saved = { ...process.env };

const read = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    const url = new URL(request.url!, 'http://localhost');
    const json = (value: unknown) => response.end(JSON.stringify(value));
    if (url.pathname === '/2015-03-31/functions/') {
      // One function a page, so the client has to follow NextMarker.
      const at = Number(url.searchParams.get('Marker') ?? 0);
      return json({
        Functions: [FUNCTIONS[at]],
        ...(at + 1 < FUNCTIONS.length ? { NextMarker: String(at + 1) } : {}),
      });
    }
    if (url.pathname === '/2015-03-31/functions/prod-login/versions') return json({ Versions: VERSIONS });
    if (url.pathname === '/2015-03-31/functions/prod-login/aliases/live') {
      return json({
        Name: 'live',
        FunctionVersion: request.method === 'PUT' ? JSON.parse(body).FunctionVersion : '2',
      });
    }
    response.statusCode = 404;
    json({ Message: 'Function not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  });
  delete process.env.AWS_PROFILE;
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
});

it('lists every page, reads versions and the alias, and points the alias back, each call signed', async () => {
  const lines: string[] = [];
  const io: Io = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
  await rollback(await lambdaApi(), 'prod', 'POST /api/login', io);
  expect(lines).toEqual(['POST /api/login: live 2 → 1']);
  expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
    'GET /2015-03-31/functions/?MaxItems=50',
    'GET /2015-03-31/functions/?MaxItems=50&Marker=1',
    'GET /2015-03-31/functions/prod-login/aliases/live',
    'GET /2015-03-31/functions/prod-login/versions?MaxItems=50',
    'PUT /2015-03-31/functions/prod-login/aliases/live',
  ]);
  expect(JSON.parse(seen.at(-1)!.body)).toEqual({ FunctionVersion: '1' });
  for (const { authorization } of seen) {
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/lambda\/aws4_request/,
    );
  }
});
