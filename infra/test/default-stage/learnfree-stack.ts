import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { projectionOf, TABLE } from '../../../functions/data/table';
import { MAIL_REFUSED_LOG, SANDBOX_REASON } from '../../../functions/lib/mail-refusal';
import { ORIGIN_REFUSED_METRIC } from '../../../functions/lib/metrics';
import { httpRoutes, tableActionsOf, workerRoutes, wsRoutes } from '../../../functions/routes';
import { SITE_SETTINGS_PATH } from '../../../shared/site-settings';
import { NO_FLASH_SCRIPT } from '../../../shared/theme';
import { API_ALARM_LEVELS, THROTTLED_METRIC } from '../../constructs/api-alarms';
import { SANDBOX_METRIC } from '../../constructs/mail-refusal-alarm';
import { scriptHashSource } from '../../constructs/site-headers';
import { OPT_IN_REGIONS } from '../../constructs/standard-log-region';
import { SITE_PATHS, SOCKET_HEADERS } from '../../constructs/static-site';
import { SOCKET_REWRITE_SOURCE, spaRewriteSource } from '../../constructs/viewer-functions';
import { DEFAULT_MEMORY_MB } from '../../stacks/learnfree-stack';
import { areaStackId } from '../../stacks/route-areas';
import { DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES } from '../../stacks/route-throttles';
import {
  acknowledgments,
  dependencies,
  distributionConfig,
  findCycle,
  functionIdOf,
  grantsOf,
  liveAliasOf,
  nagFindings,
  ofType,
  policyDocuments,
  runViewerFunction,
  type Synthesised,
  TEST_SENDER,
} from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

const allRoutes = [...httpRoutes, ...wsRoutes, ...workerRoutes];
/** The route as the assertions name it: `POST /api/login`, `$connect`, `chat-fan-out`. */
const nameOf = (route: (typeof allRoutes)[number]): string =>
  'routeKey' in route ? route.routeKey : route.key;
const ref = (id: string) => ({ Ref: id });
const logicalIdOf = (type: string): string => {
  const found = ofType(synth.resources, type);
  expect(found).toHaveLength(1);
  return found[0]![0];
};
/** The operators' alarm topic (the mail events have a topic of their own: mail-reputation.ts). */
const alarmTopicId = (): string =>
  ofType(synth.resources, 'AWS::SNS::Topic').find(
    ([, topic]) => topic.Properties.DisplayName === 'LearnFree alarms',
  )![0];
/** The public session keys (the private key and the origin secret: session-keys.test.ts, origin-secret.test.ts). */
const verifyKeysId = (): string =>
  ofType(synth.resources, 'AWS::SecretsManager::Secret').find(([, secret]) =>
    String(secret.Properties.Description).includes('session verify keys'),
  )![0];
const siteBucketId = (): string =>
  synth.stack.getLogicalId(synth.stack.site.bucket.node.defaultChild as CfnBucket);
const behaviour = (pathPattern: string) => {
  const [, distribution] = ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]!;
  const found = distribution.Properties.DistributionConfig.CacheBehaviors.find(
    (b: { PathPattern: string }) => b.PathPattern === pathPattern,
  );
  expect(found).toBeDefined();
  return found;
};
const originOf = (targetOriginId: string) => {
  const [, distribution] = ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]!;
  return distribution.Properties.DistributionConfig.Origins.find(
    (o: { Id: string }) => o.Id === targetOriginId,
  );
};

describe('functions, one per route of the manifest', () => {
  it('creates exactly one function per HTTP and WebSocket route', () => {
    const ids = allRoutes.map((route) => functionIdOf(synth.resources, route));
    expect(new Set(ids).size).toBe(allRoutes.length);
  });

  it('runs every route on Node.js 24, arm64, 10 s unless its entry says, JSON logs without platform chatter into its own log group kept two weeks', () => {
    for (const route of allRoutes) {
      const fn = synth.resources[functionIdOf(synth.resources, route)]!.Properties;
      expect(fn).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: route.timeoutSeconds ?? 10,
        LoggingConfig: { LogFormat: 'JSON', SystemLogLevel: 'WARN', LogGroup: { Ref: expect.any(String) } },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
      expect(synth.resources[fn.LoggingConfig.LogGroup.Ref]).toMatchObject({
        Type: 'AWS::Logs::LogGroup',
        Properties: { RetentionInDays: 14 },
      });
    }
  });

  it('publishes a version of each function, kept for rollbacks, with a live alias on it', () => {
    for (const route of allRoutes) {
      const fnId = functionIdOf(synth.resources, route);
      const alias = synth.resources[liveAliasOf(synth.resources, fnId)]!;
      const version = synth.resources[alias.Properties.FunctionVersion['Fn::GetAtt'][0]]!;
      expect(version).toMatchObject({
        Type: 'AWS::Lambda::Version',
        Properties: { FunctionName: ref(fnId) },
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
      });
    }
  });

  it('sizes each function as its manifest entry says, 256 MB by default', () => {
    for (const route of allRoutes) {
      const fn = synth.resources[functionIdOf(synth.resources, route)]!.Properties;
      expect({ route: nameOf(route), memory: fn.MemorySize }).toEqual({
        route: nameOf(route),
        memory: route.memoryMb ?? DEFAULT_MEMORY_MB,
      });
    }
    // The password-hashing routes are the reason sizing exists: losing theirs would slow every login.
    const login = allRoutes.find((route) => nameOf(route) === 'POST /api/login')!;
    expect(synth.resources[functionIdOf(synth.resources, login)]!.Properties.MemorySize).toBe(1024);
  });

  it('passes the table, the public keys’ ARN and the site URL (the distribution) to every function', () => {
    const tableId = logicalIdOf('AWS::DynamoDB::Table');
    const secretId = verifyKeysId();
    const distributionId = logicalIdOf('AWS::CloudFront::Distribution');
    for (const route of allRoutes) {
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      expect(env).toMatchObject({
        TABLE_NAME: ref(tableId),
        SESSION_VERIFY_KEYS_ARN: ref(secretId),
        SITE_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
      });
      expect(env.DYNAMODB_ENDPOINT).toBeUndefined();
      expect(env.SES_ENDPOINT).toBeUndefined();
      expect(env.SESSION_VERIFY_KEYS).toBeUndefined();
    }
  });

  it('sets MAIL_FROM only on mail routes and WS_MANAGEMENT_ENDPOINT only on chat routes and those that invoke a worker', () => {
    for (const route of allRoutes) {
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      const mails = Boolean(route.mail);
      expect({ route: nameOf(route), mailFrom: env.MAIL_FROM }).toEqual({
        route: nameOf(route),
        mailFrom: mails ? `LearnFree <${TEST_SENDER}>` : undefined,
      });
      expect({ route: nameOf(route), endpoint: Boolean(env.WS_MANAGEMENT_ENDPOINT) }).toEqual({
        route: nameOf(route),
        endpoint: Boolean(route.chat) || Boolean(route.invokes?.length),
      });
    }
  });

  it('deploys each worker with no API in front, retried once within two minutes when invoked asynchronously', () => {
    expect(workerRoutes.map((worker) => worker.key)).toEqual([
      'chat-fan-out',
      'content-check',
      'mail-events',
      'catalogue-snapshot',
      'weekly-reminders',
    ]);
    const configs = ofType(synth.resources, 'AWS::Lambda::EventInvokeConfig').map(
      ([, config]) => config.Properties,
    );
    for (const worker of workerRoutes) {
      const fnId = functionIdOf(synth.resources, worker);
      // On the live alias, which invokers and schedules call: a rolled-back worker keeps its retries.
      expect(configs).toContainEqual({
        FunctionName: ref(fnId),
        // The alias's name, as the last part of its ARN.
        Qualifier: { 'Fn::Select': [7, { 'Fn::Split': [':', ref(liveAliasOf(synth.resources, fnId))] }] },
        MaximumRetryAttempts: 1,
        MaximumEventAgeInSeconds: 120,
      });
      const aliasId = liveAliasOf(synth.resources, fnId);
      const integrations = ofType(synth.resources, 'AWS::ApiGatewayV2::Integration').filter(
        ([, integration]) =>
          [fnId, aliasId].some((id) => JSON.stringify(integration.Properties.IntegrationUri).includes(id)),
      );
      expect(integrations).toEqual([]);
    }
    expect(configs).toHaveLength(workerRoutes.length);
  });

  it('gives the content check the time it needs: the HTTP call up to the HTTP API’s 30 s, the worker 15 minutes', () => {
    const timeoutOf = (name: string) =>
      synth.resources[functionIdOf(synth.resources, allRoutes.find((route) => nameOf(route) === name)!)]!
        .Properties.Timeout;
    expect(timeoutOf('POST /api/admin/content-check')).toBe(29);
    expect(timeoutOf('content-check')).toBe(900);
  });

  it('invokes the content check worker once a day and the weekly reminders every hour, and no other function on a schedule', () => {
    const rules = ofType(synth.resources, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    const aliasOf = (key: string) =>
      ref(
        liveAliasOf(synth.resources, functionIdOf(synth.resources, workerRoutes.find((w) => w.key === key)!)),
      );
    const scheduled = (expression: string, key: string) =>
      expect.objectContaining({
        ScheduleExpression: expression,
        State: 'ENABLED',
        Targets: [expect.objectContaining({ Arn: aliasOf(key), RetryPolicy: { MaximumRetryAttempts: 0 } })],
      });
    expect(rules).toEqual([
      scheduled('cron(30 8 * * ? *)', 'content-check'),
      // At minute 0 of every hour: each run sends what is due in its UTC hour of the week.
      scheduled('cron(0 * * * ? *)', 'weekly-reminders'),
    ]);
    const permissions = ofType(synth.resources, 'AWS::Lambda::Permission').filter(
      ([, permission]) => permission.Properties.Principal === 'events.amazonaws.com',
    );
    expect(permissions.map(([, permission]) => permission.Properties.FunctionName)).toEqual([
      aliasOf('content-check'),
      aliasOf('weekly-reminders'),
    ]);
  });

  it('lets the weekly reminders run for Lambda’s 15 minutes, send mail and query only GSI1', () => {
    const reminders = workerRoutes.find((worker) => worker.key === 'weekly-reminders')!;
    const fn = synth.resources[functionIdOf(synth.resources, reminders)]!.Properties;
    expect(fn.Timeout).toBe(900);
    expect(fn.Environment.Variables.MAIL_FROM).toBe(`LearnFree <${TEST_SENDER}>`);
    expect(reminders.indexes).toEqual(['gsi1']);
  });

  it("tells each route that invokes a worker the worker's live alias", () => {
    for (const route of allRoutes) {
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      const named = Object.keys(env).filter((name) => /^WORKER_.+_FUNCTION$/.test(name));
      expect({ route: nameOf(route), named }).toEqual({
        route: nameOf(route),
        named: (route.invokes ?? []).map(() => 'WORKER_CHAT_FAN_OUT_FUNCTION'),
      });
      for (const name of named) {
        expect(env[name]).toEqual(
          ref(liveAliasOf(synth.resources, functionIdOf(synth.resources, workerRoutes[0]!))),
        );
      }
    }
  });
});

describe('least-privilege grants', () => {
  it('lets only send_chat and the admin delete invoke the fan-out worker, and that function only', () => {
    const fanOut = liveAliasOf(synth.resources, functionIdOf(synth.resources, workerRoutes[0]!));
    const invokers: string[] = [];
    for (const route of allRoutes) {
      const grants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
        grant.actions.some((action) => action.startsWith('lambda:')),
      );
      if (grants.length === 0) continue;
      invokers.push(nameOf(route));
      // The live alias only: no version or alias wildcard.
      expect(grants).toEqual([{ actions: ['lambda:InvokeFunction'], resources: [ref(fanOut)] }]);
    }
    expect(invokers.sort()).toEqual(['DELETE /api/chat/messages/{id}', 'send_chat']);
  });

  it('grants each role exactly the DynamoDB actions its manifest entry needs, Query only on the indexes it reads', () => {
    const tableId = logicalIdOf('AWS::DynamoDB::Table');
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    for (const route of allRoutes) {
      const tableGrants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
        grant.actions.some((action) => action.startsWith('dynamodb:')),
      );
      // Each (action, resource) pair the role holds, against each the manifest declares.
      const held = tableGrants
        .flatMap((grant) =>
          grant.actions.flatMap((action) =>
            grant.resources.map((resource) => `${action} ${JSON.stringify(resource)}`),
          ),
        )
        .sort();
      // The snapshot's writer also reads the table's stream, as its event source mapping needs.
      const streamArn = JSON.stringify({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
      const streamReads =
        route.catalogueSnapshot === 'write'
          ? [
              ...['DescribeStream', 'GetRecords', 'GetShardIterator'].map(
                (a) => `dynamodb:${a} ${streamArn}`,
              ),
              'dynamodb:ListStreams "*"',
            ]
          : [];
      const declared = [
        ...tableActionsOf(route).map((action) => `dynamodb:${action} ${JSON.stringify(tableArn)}`),
        ...(route.indexes ?? []).map(
          (index) => `dynamodb:Query ${JSON.stringify({ 'Fn::Join': ['', [tableArn, `/index/${index}`]] })}`,
        ),
        ...streamReads,
      ].sort();
      expect({ route: nameOf(route), held }).toEqual({ route: nameOf(route), held: declared });
    }
  });

  it('lets no role Scan, and none hold a DynamoDB wildcard', () => {
    const policies = JSON.stringify(policyDocuments(synth.resources));
    expect(policies).not.toContain('dynamodb:Scan');
    expect(policies).not.toMatch(/dynamodb:\*|dynamodb:[A-Za-z]*\*/);
    expect(policies).not.toContain('/index/*');
  });

  it('lets only mail routes send mail, and only as the sender identity', () => {
    const identityId = logicalIdOf('AWS::SES::EmailIdentity');
    for (const route of allRoutes) {
      const sesGrants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
        grant.actions.some((action) => action.startsWith('ses:')),
      );
      const mails = Boolean(route.mail);
      expect({ route: nameOf(route), sends: sesGrants.length > 0 }).toEqual({
        route: nameOf(route),
        sends: mails,
      });
      for (const grant of sesGrants) {
        expect(grant.actions.sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        // The sender identity, and the configuration set every mail is sent with (mail-reputation.ts).
        const rendered = grant.resources.map((resource) => JSON.stringify(resource));
        const onSet = (resource: string) => resource.includes('configuration-set/');
        expect(rendered.filter((resource) => !onSet(resource))).toEqual([
          expect.stringContaining(`identity/",{"Ref":"${identityId}"}`),
        ]);
        expect(rendered.filter(onSet)).toHaveLength(1);
      }
    }
  });

  it('lets only chat routes manage connections, and only on the WebSocket stage', () => {
    const socketApiId = ofType(synth.resources, 'AWS::ApiGatewayV2::Api').find(
      ([, api]) => api.Properties.ProtocolType === 'WEBSOCKET',
    )![0];
    for (const route of allRoutes) {
      const grants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
        grant.actions.some((action) => action.startsWith('execute-api:')),
      );
      expect({ route: nameOf(route), manages: grants.length > 0 }).toEqual({
        route: nameOf(route),
        manages: Boolean(route.chat),
      });
      for (const grant of grants) {
        expect(grant.actions).toEqual(['execute-api:ManageConnections']);
        const resource = JSON.stringify(grant.resources);
        expect(resource).toContain(socketApiId);
        expect(resource).toContain('/prod/*/@connections/*');
      }
    }
  });

  it('lets every function read the value of the public session keys and nothing else of any secret', () => {
    const secretId = verifyKeysId();
    for (const route of allRoutes) {
      const grants = grantsOf(synth.resources, functionIdOf(synth.resources, route)).filter((grant) =>
        grant.actions.some((action) => action.startsWith('secretsmanager:')),
      );
      // The origin secret and the private key may share the statement; who reads those is checked on its own.
      expect(grants).toEqual([
        { actions: ['secretsmanager:GetSecretValue'], resources: expect.arrayContaining([ref(secretId)]) },
      ]);
    }
  });

  it('writes function logs through the function role only into its own log group', () => {
    for (const route of allRoutes) {
      const fnId = functionIdOf(synth.resources, route);
      const logGroupId = synth.resources[fnId]!.Properties.LoggingConfig.LogGroup.Ref;
      const grants = grantsOf(synth.resources, fnId).filter((grant) =>
        grant.actions.some((action) => action.startsWith('logs:')),
      );
      expect(grants).toEqual([
        {
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [{ 'Fn::GetAtt': [logGroupId, 'Arn'] }],
        },
      ]);
      const roleId = synth.resources[fnId]!.Properties.Role['Fn::GetAtt'][0];
      expect(synth.resources[roleId]!.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('has no IAM statement on Resource "*" except the CloudFront invalidation of CDK\'s upload handler and the stream listing of the snapshot worker', () => {
    const starred = policyDocuments(synth.resources).flatMap(({ id, document }) =>
      [document.Statement]
        .flat()
        .filter((statement: { Resource: unknown }) => [statement.Resource].flat().includes('*'))
        .map((statement: { Action: unknown }) => ({ id, actions: [statement.Action].flat() })),
    );
    expect(starred).toEqual([
      {
        id: expect.stringMatching(/^CustomCDKBucketDeployment.*DefaultPolicy/),
        actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
      },
      // Lambda lists the table's streams to find the one its event source reads; ListStreams names none.
      { id: expect.stringMatching(/^WorkerCatalogueSnapshotRole/), actions: ['dynamodb:ListStreams'] },
    ]);
  });
});

describe('APIs', () => {
  it("creates one HTTP API route per HTTP manifest entry, integrated with the live alias of that route's function", () => {
    const routes = ofType(synth.resources, 'AWS::ApiGatewayV2::Route');
    for (const route of httpRoutes) {
      const matching = routes.filter(([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(matching).toHaveLength(1);
      const integrationId = matching[0]![1].Properties.Target['Fn::Join'][1][1].Ref;
      expect(synth.resources[integrationId]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: ref(liveAliasOf(synth.resources, functionIdOf(synth.resources, route))),
      });
    }
  });

  it("creates one WebSocket route per WebSocket manifest entry, integrated with the live alias of that route's function", () => {
    const routes = ofType(synth.resources, 'AWS::ApiGatewayV2::Route');
    for (const route of wsRoutes) {
      const matching = routes.filter(([, r]) => r.Properties.RouteKey === route.routeKey);
      expect(matching).toHaveLength(1);
      const integrationId = matching[0]![1].Properties.Target['Fn::Join'][1][1].Ref;
      expect(JSON.stringify(synth.resources[integrationId]!.Properties.IntegrationUri)).toContain(
        liveAliasOf(synth.resources, functionIdOf(synth.resources, route)),
      );
    }
    synth.template.resourceCountIs('AWS::ApiGatewayV2::Route', httpRoutes.length + wsRoutes.length);
  });

  it('lets API Gateway invoke only the live aliases, not the functions themselves', () => {
    const invoked = ofType(synth.resources, 'AWS::Lambda::Permission')
      .filter(([, permission]) => permission.Properties.Principal === 'apigateway.amazonaws.com')
      .map(([, permission]) => permission.Properties.FunctionName);
    const aliases = [...httpRoutes, ...wsRoutes].map((route) =>
      ref(liveAliasOf(synth.resources, functionIdOf(synth.resources, route))),
    );
    expect(invoked).toHaveLength(aliases.length);
    expect(invoked).toEqual(expect.arrayContaining(aliases));
  });

  it('gives the routes with more or less traffic than most their own throttle, created after the route', () => {
    const [stageId, stage] = ofType(synth.resources, 'AWS::ApiGatewayV2::Stage').find(
      ([, s]) => s.Properties.StageName === '$default',
    )!;
    const expected = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([key, { rateLimit, burstLimit }]) => [
        key,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    // The position saves get ten times the default; sign-in and sign-up a tenth of it or less.
    expect(ROUTE_THROTTLES['PUT /api/progress/position']!.rateLimit).toBe(
      10 * DEFAULT_ROUTE_THROTTLE.rateLimit,
    );
    for (const key of ['POST /api/login', 'POST /api/register', 'POST /api/users/reset']) {
      expect(ROUTE_THROTTLES[key]!.rateLimit).toBeLessThanOrEqual(DEFAULT_ROUTE_THROTTLE.rateLimit / 10);
    }
    // CloudFormation refuses a route's setting while the route does not exist yet.
    const routeIds = ofType(synth.resources, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => route.Properties.RouteKey in ROUTE_THROTTLES)
      .map(([id]) => id);
    expect(routeIds).toHaveLength(Object.keys(ROUTE_THROTTLES).length);
    expect([...dependencies(synth.resources).get(stageId)!]).toEqual(expect.arrayContaining(routeIds));
  });

  it('routes WebSocket frames on their action field', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
  });

  it('deploys both APIs automatically, throttled, the WebSocket one on the stage named by context', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'prod',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
    });
  });
});

describe('site bucket and distribution', () => {
  it('keeps the site bucket private, encrypted, versioned and TLS-only', () => {
    const bucketId = siteBucketId();
    expect(synth.resources[bucketId]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 's3/' },
    });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: ref(bucketId),
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('lets only this distribution read the bucket, through Origin Access Control', () => {
    const bucketId = siteBucketId();
    const distributionId = logicalIdOf('AWS::CloudFront::Distribution');
    synth.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: ref(bucketId),
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: Match.arrayWith(['s3:GetObject']),
            Condition: {
              StringEquals: {
                'AWS:SourceArn': Match.objectLike({
                  'Fn::Join': Match.arrayWith([Match.arrayWith([ref(distributionId)])]),
                }),
              },
            },
          }),
        ]),
      },
    });
  });

  it('serves the app from S3 with the SPA rewrite on viewer request and cache by origin headers', () => {
    const securityHeadersId = logicalIdOf('AWS::CloudFront::ResponseHeadersPolicy');
    const [, distribution] = ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]!;
    const config = distribution.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: ref(securityHeadersId),
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const functionId = config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    // The pages of the build it deploys (see webDistFixture), read at synth.
    expect(synth.resources[functionId]!.Properties.FunctionCode).toBe(
      spaRewriteSource(['/', '/course/id/intro-to-python/detail']),
    );
    expect(originOf(config.DefaultCacheBehavior.TargetOriginId).OriginAccessControlId).toBeDefined();
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('serves hashed assets from S3 without a function', () => {
    const assets = behaviour(SITE_PATHS.assets);
    expect(assets).toMatchObject({ CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId });
    expect(assets.FunctionAssociations).toBeUndefined();
    expect(originOf(assets.TargetOriginId).OriginAccessControlId).toBeDefined();
  });

  it('sends /api/* to the HTTP API with cookies, query, Origin and the viewer address, not Host', () => {
    const api = behaviour(SITE_PATHS.api);
    const policy = synth.resources[api.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig;
    expect(policy).toMatchObject({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'whitelist' },
    });
    expect(policy.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['Origin', 'CloudFront-Viewer-Address']),
    );
    expect(policy.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
    // Its cache policy: default-stage/api-cache-policies.ts.
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    const httpApiId = ofType(synth.resources, 'AWS::ApiGatewayV2::Api').find(
      ([, a]) => a.Properties.ProtocolType === 'HTTP',
    )![0];
    const origin = originOf(api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(httpApiId);
    expect(origin.OriginPath).toBeUndefined();
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('sends /socket.io* to the WebSocket stage with the handshake headers, cookies and query', () => {
    const socket = behaviour(SITE_PATHS.socket);
    expect(socket).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const functionId = socket.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    expect(synth.resources[functionId]!.Properties.FunctionCode).toBe(SOCKET_REWRITE_SOURCE);
    const origin = originOf(socket.TargetOriginId);
    expect(origin.OriginPath).toBe('/prod');
    const policy = synth.resources[socket.OriginRequestPolicyId.Ref]!.Properties.OriginRequestPolicyConfig;
    expect(policy).toMatchObject({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'whitelist' },
    });
    expect(policy.HeadersConfig.Headers.sort()).toEqual([...SOCKET_HEADERS].sort());
    expect(policy.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
  });

  it('rewrites app routes to their prerendered page or else index.html, but leaves files and their 404s alone', () => {
    const source = spaRewriteSource(['/', '/about', '/course/id/intro-to-python/detail']);
    const rewritten = (uri: string) => runViewerFunction(source, uri).uri;
    expect(rewritten('/')).toBe('/prerendered/index.html');
    expect(rewritten('/about')).toBe('/prerendered/about/index.html');
    expect(rewritten('/about/')).toBe('/prerendered/about/index.html');
    expect(rewritten('/course/id/intro-to-python/detail')).toBe(
      '/prerendered/course/id/intro-to-python/detail/index.html',
    );
    // A search: the page was rendered without one, so the browser renders it.
    expect(runViewerFunction(source, '/about', { q: { value: 'python' } }).uri).toBe('/index.html');
    // A course approved after the build, a page for learners only, or a name an object inherits.
    expect(rewritten('/course/id/added-later/detail')).toBe('/index.html');
    expect(rewritten('/users/abc_1/verify/t-0k3n')).toBe('/index.html');
    expect(rewritten('/constructor')).toBe('/index.html');
    expect(rewritten('/assets/missing-1a2b.js')).toBe('/assets/missing-1a2b.js');
    expect(rewritten('/favicon.svg')).toBe('/favicon.svg');
    // Without a build (synth on a fresh checkout) every app route gets the shell.
    expect(runViewerFunction(spaRewriteSource([]), '/').uri).toBe('/index.html');
  });

  it('refuses at synth a page list too long for a CloudFront function', () => {
    const pages = Array.from({ length: 200 }, (_, i) => `/course/id/a-course-with-a-long-name-${i}/detail`);
    expect(() => spaRewriteSource(pages)).toThrow(/over CloudFront's 10240/);
  });

  it('rewrites the socket path to the stage root and keeps the query string', () => {
    const request = runViewerFunction(SOCKET_REWRITE_SOURCE, '/socket.io/', { EIO: { value: '4' } });
    expect(request.uri).toBe('/');
    expect(request.querystring).toEqual({ EIO: { value: '4' } });
  });

  it('adds the security headers, with a CSP that admits the YouTube player and thumbnails', () => {
    const [, policy] = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(security).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const directives = Object.fromEntries(
      security.ContentSecurityPolicy.ContentSecurityPolicy.split('; ').map((directive: string) => {
        const [name, ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      // The one inline script, the page head's theme choice, by the hash of its exact text.
      'script-src': ["'self'", scriptHashSource(NO_FLASH_SCRIPT), 'https://www.youtube.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('logs distribution and bucket access into a retained log bucket', () => {
    const [, distribution] = ofType(synth.resources, 'AWS::CloudFront::Distribution')[0]!;
    const logBucketId = distribution.Properties.DistributionConfig.Logging.Bucket['Fn::GetAtt'][0];
    expect(synth.resources[logBucketId]).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: { PublicAccessBlockConfiguration: { BlockPublicAcls: true } },
    });
  });
});

describe('web build upload', () => {
  const deployments = () =>
    ofType(synth.resources, 'Custom::CDKBucketDeployment').map(([id, resource]) => ({
      id,
      Properties: resource.Properties,
      DependsOn: resource.DependsOn as string[] | undefined,
    }));

  it('uploads hashed assets immutable, other files for an hour and the pages revalidated', () => {
    const byCacheControl = Object.fromEntries(
      deployments().map((d) => [d.Properties.SystemMetadata['cache-control'], d.Properties]),
    );
    expect(Object.keys(byCacheControl).sort()).toEqual(
      ['no-cache', 'public, max-age=31536000, immutable', 'public, max-age=3600'].sort(),
    );
    expect(byCacheControl['public, max-age=31536000, immutable']).toMatchObject({
      Include: ['assets/*'],
      Prune: false,
    });
    expect(byCacheControl['no-cache']).toMatchObject({
      Include: ['index.html', 'prerendered/*'],
      DistributionPaths: ['/*'],
    });
    expect(byCacheControl['public, max-age=3600'].Exclude).toEqual([
      'assets/*',
      'index.html',
      'prerendered/*',
    ]);
  });

  it('writes the site settings next to the build at deploy time: none set, the app shows none', () => {
    const files = deployments().find(
      (d) => d.Properties.SystemMetadata['cache-control'] === 'public, max-age=3600',
    )!;
    // The build, and the settings file made from this stage's context.
    expect(files.Properties.SourceObjectKeys).toHaveLength(2);
    const written = synth.stack.node
      .findAll()
      .filter((c): c is Asset => c instanceof Asset)
      .map((asset) => join(synth.app.outdir, asset.assetPath, SITE_SETTINGS_PATH))
      .filter((file) => existsSync(file));
    expect(written.map((file) => JSON.parse(readFileSync(file, 'utf8')))).toEqual([{ social: {} }]);
  });

  it('uploads the pages last, so they never name assets that are not there yet', () => {
    const all = deployments();
    const page = all.find((d) => d.Properties.SystemMetadata['cache-control'] === 'no-cache')!;
    const files = all.find((d) => d.Properties.SystemMetadata['cache-control'] === 'public, max-age=3600')!;
    const assets = all.find((d) => d.Properties.Include?.[0] === 'assets/*')!;
    expect(page.DependsOn).toEqual(expect.arrayContaining([files.id]));
    expect(files.DependsOn).toEqual(expect.arrayContaining([assets.id]));
  });
});

describe('data and mail', () => {
  it('builds the table from functions/data/table.ts: PITR, TTL, the GSIs, retained (capacity: table-capacity.ts)', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: projectionOf(index),
          ProvisionedThroughput: Match.anyValue(),
        })),
      },
    });
  });

  it('creates the SES identity of the sender address', () => {
    synth.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: TEST_SENDER });
  });
});

describe('alarms', () => {
  const alarms = () => ofType(synth.resources, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);

  it('alarms on server errors of the HTTP API', () => {
    const httpApiId = ofType(synth.resources, 'AWS::ApiGatewayV2::Api').find(
      ([, a]) => a.Properties.ProtocolType === 'HTTP',
    )![0];
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/ApiGateway',
        MetricName: '5xx',
        Dimensions: [{ Name: 'ApiId', Value: ref(httpApiId) }],
      }),
    );
  });

  it('alarms on the 5xx answers of every route, counted under this stack by the functions themselves', () => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'LearnFree',
        MetricName: 'ServerErrors',
        Statistic: 'Sum',
        Dimensions: [{ Name: 'Service', Value: synth.stack.stackName }],
      }),
    );
    for (const route of allRoutes) {
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      expect(env.METRICS_SERVICE).toBe(synth.stack.stackName);
    }
  });

  type AlarmMetric = {
    MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown } };
  };

  it('alarms on the errors of every function, ten functions to an alarm that names their routes', () => {
    const errorAlarms = alarms().filter((alarm) =>
      String(alarm.AlarmDescription).includes('Function errors in:'),
    );
    for (const alarm of errorAlarms) {
      const metrics = alarm.Metrics as AlarmMetric[];
      expect(metrics.filter((m) => m.MetricStat).length).toBeLessThanOrEqual(10);
      expect(alarm.Threshold).toBe(1);
    }
    for (const route of allRoutes) {
      const fnId = functionIdOf(synth.resources, route);
      const watching = errorAlarms.filter((alarm) =>
        (alarm.Metrics as AlarmMetric[]).some(
          (m) =>
            m.MetricStat?.Metric?.MetricName === 'Errors' &&
            m.MetricStat.Metric.Namespace === 'AWS/Lambda' &&
            JSON.stringify(m.MetricStat.Metric.Dimensions) ===
              JSON.stringify([{ Name: 'FunctionName', Value: ref(fnId) }]),
        ),
      );
      expect({ route, alarms: watching.length }).toEqual({ route, alarms: 1 });
    }
  });

  it('alarms on the shares of 4xx, of 429 and of origin-check refusals among the HTTP API requests, above a floor', () => {
    const httpApiId = ofType(synth.resources, 'AWS::ApiGatewayV2::Api').find(
      ([, api]) => api.Properties.ProtocolType === 'HTTP',
    )![0];
    const accessLogsId = ofType(synth.resources, 'AWS::ApiGatewayV2::Stage').find(
      ([, stage]) => stage.Properties.StageName === '$default',
    )![1].Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    const [, throttledFilter] = ofType(synth.resources, 'AWS::Logs::MetricFilter').find(
      ([, filter]) => filter.Properties.MetricTransformations[0].MetricName === THROTTLED_METRIC,
    )!;
    expect(throttledFilter.Properties).toMatchObject({
      LogGroupName: ref(accessLogsId),
      FilterPattern: '{ $.status = "429" }',
    });
    const refusals: Array<[string, { floor: number; percent: number }, Json]> = [
      ['4xx', API_ALARM_LEVELS.clientErrors, { Namespace: 'AWS/ApiGateway', MetricName: '4xx' }],
      ['429', API_ALARM_LEVELS.throttled, { Namespace: 'LearnFree/prod', MetricName: THROTTLED_METRIC }],
      [
        'origin secret',
        API_ALARM_LEVELS.originRefused,
        {
          Namespace: 'LearnFree',
          MetricName: ORIGIN_REFUSED_METRIC,
          Dimensions: [expect.objectContaining({ Name: 'Service' })],
        },
      ],
    ];
    for (const [about, { floor, percent }, metric] of refusals) {
      const alarm = alarms().find((a) => String(a.AlarmDescription).includes(about));
      expect(alarm).toMatchObject({
        Threshold: percent,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      const byId = Object.fromEntries(alarm.Metrics.map((m: Json) => [m.Id, m]));
      expect(alarm.Metrics.find((m: Json) => m.Expression).Expression).toBe(
        `IF(FILL(refused, 0) >= ${floor}, 100 * FILL(refused, 0) / FILL(requests, 1), 0)`,
      );
      expect(byId.refused.MetricStat.Metric).toMatchObject(metric);
      expect(byId.requests.MetricStat.Metric).toMatchObject({
        Namespace: 'AWS/ApiGateway',
        MetricName: 'Count',
        Dimensions: [{ Name: 'ApiId', Value: ref(httpApiId) }],
      });
    }
  });

  it('alarms once on throttling in the shared concurrency pool', () => {
    const throttles = alarms().filter((alarm) => alarm.MetricName === 'Throttles');
    expect(throttles).toEqual([expect.objectContaining({ Namespace: 'AWS/Lambda' })]);
    expect(throttles[0]!.Dimensions).toBeUndefined();
  });

  it('lets CloudWatch alarms of this account, and nothing else, publish to the TLS-only topic', () => {
    const topicId = alarmTopicId();
    const [, policy] = ofType(synth.resources, 'AWS::SNS::TopicPolicy').find(([, each]) =>
      each.Properties.Topics.some((topic: { Ref?: string }) => topic.Ref === topicId),
    )!;
    expect(policy.Properties.Topics).toEqual([ref(topicId)]);
    const statements = policy.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    const allows = statements.filter((statement: { Effect: string }) => statement.Effect === 'Allow');
    expect(allows).toEqual([
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: 'sns:Publish',
        Resource: ref(topicId),
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: {
            'aws:SourceArn': {
              'Fn::Join': [
                '',
                [
                  'arn:',
                  { Ref: 'AWS::Partition' },
                  ':cloudwatch:',
                  { Ref: 'AWS::Region' },
                  ':',
                  { Ref: 'AWS::AccountId' },
                  ':alarm:*',
                ],
              ],
            },
          },
        },
      }),
    ]);
  });

  it('warns at synth when no alarmEmail is set, since the alarms would reach nobody', () => {
    expect(synth.reported).toContain('learnfree:no-alarm-email');
  });

  it('sends every alarm to the alarm topic', () => {
    const topicId = alarmTopicId();
    for (const alarm of alarms()) expect(alarm.AlarmActions).toEqual([ref(topicId)]);
    // Function errors per ten functions; API 5xx, route 5xx, Lambda throttles, table throttles, SES
    // sandbox; API 4xx, 429, origin refusals; SES bounce and complaint rates.
    synth.template.resourceCountIs('AWS::CloudWatch::Alarm', Math.ceil(allRoutes.length / 10) + 10);
  });

  it('alarms when SES refuses mail because the account is in the sandbox, counted in every mail route log', () => {
    const mailLogGroups = allRoutes
      .filter((route) => 'mail' in route && route.mail)
      .map(
        (route) => synth.resources[functionIdOf(synth.resources, route)]!.Properties.LoggingConfig.LogGroup,
      );
    const filters = ofType(synth.resources, 'AWS::Logs::MetricFilter')
      .map(([, filter]) => filter.Properties)
      .filter((filter) => filter.MetricTransformations[0].MetricName === SANDBOX_METRIC);
    // By logical id: a mail worker's log group comes before the routes' in the template.
    const byRef = (groups: Array<{ Ref: string }>) => groups.map((group) => group.Ref).sort();
    expect(byRef(filters.map((filter) => filter.LogGroupName))).toEqual(byRef(mailLogGroups));
    for (const filter of filters) {
      expect(filter.FilterPattern).toBe(
        `{ ($.message = "${MAIL_REFUSED_LOG}") && ($.reason = "${SANDBOX_REASON}") }`,
      );
      expect(filter.MetricTransformations).toEqual([
        { MetricNamespace: 'LearnFree/prod', MetricName: SANDBOX_METRIC, MetricValue: '1' },
      ]);
    }
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'LearnFree/prod',
        MetricName: SANDBOX_METRIC,
        Threshold: 1,
        AlarmDescription: expect.stringMatching(/SES sandbox.*production access/),
        AlarmActions: [ref(alarmTopicId())],
      }),
    );
  });
});

describe('deployability', () => {
  const stackOfArea = (area: string) =>
    synth.stacks.find(({ path }) => path === `${synth.stack.node.path}/${areaStackId(area)}`);

  it('puts the routes of each area of the manifest into a nested stack of their own', () => {
    const areas = [...new Set(allRoutes.map((route) => route.area))];
    expect(areas).toEqual(expect.arrayContaining(['auth', 'learning', 'catalogue', 'chat']));
    expect(synth.stacks.map(({ path }) => path).sort()).toEqual(
      [synth.stack.node.path, ...areas.map((area) => `${synth.stack.node.path}/${areaStackId(area)}`)].sort(),
    );
    for (const route of allRoutes) {
      const resources = stackOfArea(route.area)!.template.toJSON().Resources;
      expect({ route: nameOf(route), inItsArea: functionIdOf(synth.resources, route) in resources }).toEqual({
        route: nameOf(route),
        inItsArea: true,
      });
    }
  });

  it("keeps each route's API route, integration and invoke permission with its function, out of the parent", () => {
    const perRoute = [
      'AWS::ApiGatewayV2::Route',
      'AWS::ApiGatewayV2::Integration',
      'AWS::Lambda::Permission',
    ];
    const parent = synth.stacks[0]!.template.toJSON().Resources;
    expect(perRoute.flatMap((type) => ofType(parent, type))).toEqual([]);
  });

  it('gives the APIs other logical ids than they had in one stack, so a stage deployed that way gets its routes on new APIs', () => {
    const apiIds = ofType(synth.resources, 'AWS::ApiGatewayV2::Api').map(([id]) => id);
    expect(apiIds).toHaveLength(2);
    // Moved routes would otherwise be created on the old APIs while their old twins still exist.
    expect(apiIds).not.toContain('HttpApiF5A9A8A7');
    expect(apiIds).not.toContain('SocketApiAB7361AA');
  });

  it('lets CloudFormation refuse an opt-in region before creating anything when the template has no region', () => {
    const rule = synth.template.toJSON().Rules.StandardLogRegion;
    expect(rule.Assertions).toEqual([
      {
        Assert: { 'Fn::Not': [{ 'Fn::Contains': [[...OPT_IN_REGIONS], { Ref: 'AWS::Region' }] }] },
        AssertDescription: expect.stringMatching(/opt-in region.*standard logs/),
      },
    ]);
  });

  it("has no dependency cycle, although the functions read the distribution's domain", () => {
    const edges = dependencies(synth.resources);
    expect(findCycle(edges)).toBeUndefined();
    const distributionId = logicalIdOf('AWS::CloudFront::Distribution');
    const fnId = functionIdOf(synth.resources, allRoutes[0]!);
    expect(edges.get(fnId)).toContain(distributionId);
  });

  it('outputs the site URL, both API URLs and the table name', () => {
    const outputs = Object.keys(synth.template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'HttpApiUrl',
        'WebSocketUrl',
        'TableName',
        'DistributionDomainName',
      ]),
    );
  });

  it('puts no WAF web ACL in front of the distribution unless the stage file asks for one', () => {
    synth.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionConfig(synth.resources).WebACLId).toBeUndefined();
  });

  it('passes the AwsSolutions checks with no unacknowledged error', () => {
    expect(nagFindings(synth.app, 'error')).toEqual([]);
  });

  it('gives every acknowledged finding a reason', () => {
    const acknowledged = acknowledgments(synth.app);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const entry of acknowledged) {
      expect({ ...entry, reason: typeof entry.reason === 'string' && entry.reason.length >= 20 }).toEqual({
        ...entry,
        reason: true,
      });
    }
  });
});
