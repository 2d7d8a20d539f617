import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/edge-headers';
import { httpRoutes, wsRoutes } from '../../functions/routes';
import { siteOrigin } from '../../test/support/events';
import { loggedInLearner } from '../../test/support/users';
import { fromRestApi } from '../community/rest-api-adapter';
import { SESSION_KEY_GENERATOR } from '../constructs/session-keys';
import { httpHandler } from '../local/handlers';
import { bundledRoute } from './bundled-route';
import { functionIdOf, ofType } from './fixture';
import { itKeepsEveryStackWithinTheLimit } from './stack-limits';
import { synthesised } from './variants';

const ROOT = join(__dirname, '..', '..');

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON.
type Json = any;

/** A CloudFormation string as text, references written `{Logical.Attribute}` / `{Logical}`. */
const render = (value: Json): string => {
  if (typeof value === 'string') return value;
  if (value['Fn::Join']) return value['Fn::Join'][1].map(render).join(value['Fn::Join'][0]);
  if (value['Fn::GetAtt']) return `{${value['Fn::GetAtt'].join('.')}}`;
  if (value.Ref) return `{${value.Ref}}`;
  throw new Error(`cannot render ${JSON.stringify(value)}`);
};

describe('LocalStack Pro (-c target=localstack)', () => {
  it("allows the site's origin with the LocalStack port given in context, so POSTs and the chat are not refused", () => {
    // The variant's port is 4510; without one it is 4566 (settings.test.ts).
    const { resources } = synthesised('localstack');
    const [distributionId] = ofType(resources, 'AWS::CloudFront::Distribution')[0]!;
    const host = `{${distributionId}.DomainName}`;
    for (const route of [...httpRoutes, ...wsRoutes]) {
      const env = resources[functionIdOf(resources, route)]!.Properties.Environment.Variables;
      expect(render(env.SITE_URL)).toBe(`https://${host}:4510`);
      expect(render(env.EXTRA_ORIGINS).split(',')).toEqual([
        `http://${host}:4510`,
        `https://${host}`,
        `http://${host}`,
      ]);
    }
  });

  itKeepsEveryStackWithinTheLimit('localstack');
});

describe('LocalStack Community (-c target=localstack-community)', () => {
  let resources: Record<string, Json>;
  beforeAll(() => {
    ({ resources } = synthesised('community'));
  });

  itKeepsEveryStackWithinTheLimit('community');

  it('has no CloudFront, no API Gateway v2 and no chat: only what the free image runs', () => {
    const types = new Set(Object.values(resources).map((resource) => resource.Type));
    expect([...types].filter((type) => /CloudFront|ApiGatewayV2|SNS|CloudWatch::Alarm/.test(type))).toEqual(
      [],
    );
    // One function per HTTP route, and the deploy-time generator of the session keys.
    const routeFunctions = ofType(resources, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Description !== SESSION_KEY_GENERATOR,
    );
    expect(routeFunctions).toHaveLength(httpRoutes.length);
    expect(ofType(resources, 'AWS::DynamoDB::Table')).toHaveLength(1);
  });

  it('serves every HTTP route of the manifest from a REST API, one function each', () => {
    const [apiId] = ofType(resources, 'AWS::ApiGateway::RestApi')[0]!;
    const pathOf = (resourceId: Json): string => {
      if (resourceId['Fn::GetAtt']) return '';
      const resource = resources[resourceId.Ref]!.Properties;
      return `${pathOf(resource.ParentId)}/${resource.PathPart}`;
    };
    const methods = ofType(resources, 'AWS::ApiGateway::Method').map(([, method]) => ({
      route: `${method.Properties.HttpMethod} ${pathOf(method.Properties.ResourceId)}`,
      function: method.Properties.Integration.Uri['Fn::Join'][1].find((part: Json) => part['Fn::GetAtt'])[
        'Fn::GetAtt'
      ][0],
      type: method.Properties.Integration.Type,
    }));
    expect(methods.map((method) => method.route).sort()).toEqual(
      httpRoutes.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const route of httpRoutes) {
      const method = methods.find((m) => m.route === `${route.method} ${route.path}`)!;
      expect(method).toMatchObject({ function: functionIdOf(resources, route), type: 'AWS_PROXY' });
    }
    expect(apiId).toBeDefined();
  });

  it('gives every function the secret its REST API wrapper adds, as the edge would', () => {
    for (const route of httpRoutes) {
      const env = resources[functionIdOf(resources, route)]!.Properties.Environment.Variables;
      expect(env.ORIGIN_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("gives the functions the API's own LocalStack origin, with the port", () => {
    const [apiId] = ofType(resources, 'AWS::ApiGateway::RestApi')[0]!;
    const host = `{${apiId}}.execute-api.localhost.localstack.cloud`;
    for (const route of httpRoutes) {
      const env = resources[functionIdOf(resources, route)]!.Properties.Environment.Variables;
      expect(render(env.SITE_URL)).toBe(`https://${host}:4566`);
      expect(render(env.EXTRA_ORIGINS)).toContain(`http://${host}:4566`);
    }
  });
});

describe('the REST API adapter', () => {
  let outdir: string | undefined;
  afterAll(() => outdir && rmSync(outdir, { recursive: true, force: true }));

  /** A REST API (payload 1.0) event as LocalStack and API Gateway send it. */
  const restEvent = (
    method: string,
    resource: string,
    path: string,
    extra: Partial<APIGatewayProxyEvent> = {},
  ): APIGatewayProxyEvent =>
    ({
      resource,
      path,
      httpMethod: method,
      headers: { Origin: siteOrigin(), ...(extra.headers ?? {}) },
      multiValueHeaders: {},
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: extra.pathParameters ?? null,
      stageVariables: null,
      body: extra.body ?? null,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'abc123',
        domainName: 'abc123.execute-api.localhost.localstack.cloud',
        httpMethod: method,
        path: `/local${path}`,
        protocol: 'HTTP/1.1',
        requestId: `request-${Math.random()}`,
        requestTimeEpoch: Date.now(),
        resourcePath: resource,
        stage: 'local',
        identity: { sourceIp: '10.20.30.40', userAgent: 'jest' },
      },
    }) as unknown as APIGatewayProxyEvent;

  it('passes path parameters to the unchanged handler', async () => {
    const detail = fromRestApi(httpHandler('GET /api/course/detail/{id}') as never);
    const courses = await fromRestApi(httpHandler('GET /api/course') as never)(
      restEvent('GET', '/api/course', '/api/course'),
    );
    const [first] = JSON.parse(courses.body);
    const answer = await detail(
      restEvent('GET', '/api/course/detail/{id}', `/api/course/detail/${first._id}`, {
        pathParameters: { id: first._id },
      }),
    );
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ _id: first._id, lessons: expect.any(Array) });
  });

  it("hands the Cookie header over as the session and sends the handler's cookies back one by one", async () => {
    const learner = await loggedInLearner();
    const cookie = learner.jar.cookies().join('; ');
    const home: APIGatewayProxyResult = await fromRestApi(httpHandler('GET /api/users/dashboard') as never)(
      restEvent('GET', '/api/users/dashboard', '/api/users/dashboard', { headers: { Cookie: cookie } }),
    );
    expect(home.statusCode).toBe(200);

    const out = await fromRestApi(httpHandler('GET /api/logout') as never)(
      restEvent('GET', '/api/logout', '/api/logout', { headers: { Cookie: cookie } }),
    );
    expect(out.statusCode).toBe(200);
    const setCookies = out.multiValueHeaders?.['set-cookie'] as string[];
    expect(setCookies.length).toBeGreaterThanOrEqual(2);
    for (const line of setCookies) expect(line).toMatch(/Max-Age=0/i);
  });

  it('stands in for the edge: the handlers refuse a request without the secret and serve it with', async () => {
    const secret = 'a-local-origin-secret-of-enough-length-42';
    const saved = process.env.ORIGIN_SECRET;
    process.env.ORIGIN_SECRET = secret;
    try {
      const courses = httpHandler('GET /api/course') as never;
      const event = () =>
        restEvent('GET', '/api/course', '/api/course', { headers: { [ORIGIN_SECRET_HEADER]: 'guessed' } });
      const refused = await fromRestApi(courses)(event());
      expect({ status: refused.statusCode, body: JSON.parse(refused.body) }).toEqual({
        status: 403,
        body: { msg: 'Requests must come through the site.' },
      });
      expect((await fromRestApi(courses, secret)(event())).statusCode).toBe(200);
    } finally {
      if (saved === undefined) delete process.env.ORIGIN_SECRET;
      else process.env.ORIGIN_SECRET = saved;
    }
  });

  it('is bundled around the route handler for each function, and the bundle answers a REST API event', async () => {
    // Inside the repository's cdk.out, where a synth puts its assets.
    mkdirSync(join(ROOT, 'cdk.out'), { recursive: true });
    outdir = mkdtempSync(join(ROOT, 'cdk.out', 'community-test-'));
    const { assetDir } = bundledRoute('GET /api/course', ['Query'], { outdir, restApi: true });
    const bundle = join(assetDir, 'index.js');
    expect(readFileSync(bundle, 'utf8')).not.toContain('learnfree-route-handler');
    const { handler } = require(bundle) as {
      handler: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;
    };
    const answer = await handler(restEvent('GET', '/api/course', '/api/course'));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body).length).toBeGreaterThan(0);
  }, 120_000);
});
