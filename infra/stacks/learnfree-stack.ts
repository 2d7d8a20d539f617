/**
 * The whole product, deployed as one stack with a nested stack per area of the manifest: the parent
 * holds the site and its CloudFront distribution, both APIs, the table, the mail identity, the
 * secrets and the alarms; each area's nested stack holds one function per route of that area, with
 * its API route and rights (route-areas.ts).
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketRoute,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Code } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { workerFunctionVariable } from '../../functions/lib/config';
import type {
  Access,
  HttpRouteEntry,
  RouteCode,
  WorkerEntry,
  WsRouteEntry,
} from '../../functions/route-types';
import { Alarms } from '../constructs/alarms';
import { ApiAlarms } from '../constructs/api-alarms';
import { CatalogueSnapshots } from '../constructs/catalogue-snapshots';
import { MailRefusalAlarm } from '../constructs/mail-refusal-alarm';
import { MailReputation } from '../constructs/mail-reputation';
import { OriginSecret } from '../constructs/origin-secret';
import { ROUTE_LOG_RETENTION, RouteFunction } from '../constructs/route-function';
import { StaticSite } from '../constructs/static-site';
import { allowVideoProviderKey } from '../constructs/video-provider-key';
import { SiteWebAcl } from '../constructs/web-acl';
import { writeRouteEntries } from '../route-entries';
import { acknowledgeAcceptedFindings } from './nag-suppressions';
import { pascal, RouteAreas } from './route-areas';
import { DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES, routeSettings } from './route-throttles';
import type { DeploySettings } from './settings';
import { siteOrigins } from './site-origins';
import { stackCore } from './stack-core';

export interface LearnFreeStackProps extends StackProps {
  readonly settings: DeploySettings;
  /** The routes to serve (functions/routes.ts). */
  readonly httpRoutes: readonly HttpRouteEntry[];
  /** The WebSocket routes to serve (functions/routes.ts). */
  readonly wsRoutes: readonly WsRouteEntry[];
  /** The workers the routes invoke (functions/routes.ts). */
  readonly workerRoutes: readonly WorkerEntry[];
  /** The Vite build to upload; see StaticSite. @default - no upload */
  readonly webDist?: string;
  /**
   * Replaces every route's bundle; for tests only, where bundling every handler would dominate the run.
   * @default - each handler bundled with esbuild
   */
  readonly functionCode?: Code;
}

/** Stable construct id of a route's function: the same route keeps its function when others change. */
export const httpFunctionId = (route: Pick<HttpRouteEntry, 'method' | 'path'>): string =>
  `Http${pascal(`${route.method.toLowerCase()} ${route.path}`)}`;
export const wsFunctionId = (route: Pick<WsRouteEntry, 'routeKey'>): string =>
  `Socket${pascal(route.routeKey)}`;
export const workerFunctionId = (worker: Pick<WorkerEntry, 'key'>): string => `Worker${pascal(worker.key)}`;

/** What a route's function serves, as its description says (`POST /api/login`, `WebSocket $connect`). */
export const httpRouteLabel = (route: Pick<HttpRouteEntry, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
export const wsRouteLabel = (route: Pick<WsRouteEntry, 'routeKey'>): string => `WebSocket ${route.routeKey}`;
export const workerLabel = (worker: Pick<WorkerEntry, 'key'>): string => `worker ${worker.key}`;

/**
 * How long Lambda keeps trying to deliver an asynchronous invocation of a worker. A chat frame that
 * arrives minutes late is noise, but a deletion is still worth delivering; one retry, because a
 * worker re-run posts again to the connections it had reached (clients ignore a message id twice).
 */
export const WORKER_EVENT_AGE = Duration.minutes(2);
export const WORKER_RETRIES = 1;

/**
 * An EventBridge rule that invokes a scheduled worker (the daily content check), in the worker's own
 * stack. The rule's retries stay off: a failed run is retried once by the worker's invoke settings,
 * and the next scheduled run picks up whatever was left.
 */
function scheduleWorker(scope: Construct, worker: WorkerEntry, fn: RouteFunction): void {
  new Rule(scope, `${workerFunctionId(worker)}Schedule`, {
    description: `LearnFree ${workerLabel(worker)}, on its schedule`,
    schedule: Schedule.expression(worker.schedule!),
    targets: [new LambdaFunction(fn.live, { retryAttempts: 0 })],
  });
}

/** Lambda's default is 128 MB; 256 answers the DynamoDB-bound routes without paying for idle CPU. */
export const DEFAULT_MEMORY_MB = 256;

/**
 * Requests per second each WebSocket route accepts before answering 429: far above expected peaks,
 * well below a bill shock. The HTTP API's routes have their own (route-throttles.ts).
 */
const SOCKET_THROTTLE = DEFAULT_ROUTE_THROTTLE;

export class LearnFreeStack extends Stack {
  readonly site: StaticSite;
  readonly httpApi: HttpApi;
  readonly socketStage: WebSocketStage;
  readonly routeFunctions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: LearnFreeStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const { table, sessionKeys, mail } = stackCore(this, settings, props.functionCode);

    // Both APIs have other ids than in the single-stack layout, so a stage deployed before the split
    // moves to new APIs: a route key is unique per API, and CloudFormation creates the routes in the
    // area stacks before it removes the old ones (docs/deploy.md, "Upgrading").
    this.httpApi = new HttpApi(this, 'Api', {
      description: 'LearnFree API, reached through CloudFront under /api',
      createDefaultStage: false,
    });
    const httpAccessLogs = new LogGroup(this, 'HttpApiAccessLogs', {
      retention: ROUTE_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const httpStage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: DEFAULT_ROUTE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(httpAccessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const socketApi = new WebSocketApi(this, 'ChatApi', {
      description: 'LearnFree chat, reached through CloudFront under /socket.io',
      routeSelectionExpression: '$request.body.action',
    });
    this.socketStage = new WebSocketStage(this, 'SocketStage', {
      webSocketApi: socketApi,
      stageName: settings.stage,
      autoDeploy: true,
      throttle: SOCKET_THROTTLE,
    });

    const originSecret = new OriginSecret(this, 'OriginSecret', { version: settings.originSecretVersion });

    this.site = new StaticSite(this, 'Site', {
      httpApi: this.httpApi,
      apiRoutes: props.httpRoutes,
      socketStage: this.socketStage,
      originHeaders: originSecret.originHeaders,
      domain:
        settings.siteDomain && settings.certificateArn
          ? {
              name: settings.siteDomain,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn),
            }
          : undefined,
      webDist: props.webDist,
      priceClass: settings.priceClass,
      siteSettings: settings.site,
    });

    if (settings.waf) this.site.distribution.attachWebAclId(new SiteWebAcl(this, 'Waf').arn);

    // SITE_URL refers to the distribution. That is no cycle: the distribution only needs the two API
    // resources (their host names), while functions, integrations and routes come after it.
    const siteHost = settings.siteDomain ?? this.site.distribution.distributionDomainName;
    const environment: Record<string, string> = {
      ...siteOrigins(siteHost, settings),
      LOG_LEVEL: 'info',
      METRICS_SERVICE: this.stackName,
    };
    if (settings.adminEmail) environment.ADMIN_EMAIL = settings.adminEmail;
    // Every mail goes out with the configuration set that reports its bounces and complaints.
    const mailReputation = new MailReputation(this, 'MailReputation');
    environment.SES_CONFIGURATION_SET = mailReputation.configurationSetName;

    const catalogueSnapshots = new CatalogueSnapshots(this, 'CatalogueSnapshots', {
      table,
      accessLogs: this.site.logBucket,
    });

    const entries = writeRouteEntries();
    const areas = new RouteAreas(this, (area) => `LearnFree (${settings.stage}): the ${area} routes`);
    const workers = new Map<string, RouteFunction>();
    const apiRoutes: Construct[] = [];
    const routeFunction = (
      id: string,
      key: string,
      description: string,
      route: RouteCode & { area: string; access?: Access },
    ): RouteFunction => {
      const invoked = (route.invokes ?? []).map((worker) => {
        const target = workers.get(worker);
        if (!target) throw new Error(`${key} invokes ${worker}, which is no worker of the manifest`);
        return { worker, target };
      });
      const fn = new RouteFunction(areas.of(route), id, {
        entry: entries.get(key)!.file,
        description,
        table,
        dynamodb: route,
        mail: route.mail ? mail : undefined,
        chat: route.chat
          ? {
              apiId: areas.parameter(route, 'ChatApiId', socketApi.apiId),
              stageName: this.socketStage.stageName,
              callbackUrl: this.socketStage.callbackUrl,
            }
          : undefined,
        memorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
        timeoutSeconds: route.timeoutSeconds,
        environment: {
          ...environment,
          ...Object.fromEntries(
            invoked.map(({ worker, target }) => [workerFunctionVariable(worker), target.live.functionArn]),
          ),
          // The workers post where their invoker tells them: an HTTP route names the stage from here.
          ...(invoked.length > 0 ? { WS_MANAGEMENT_ENDPOINT: this.socketStage.callbackUrl } : {}),
          ...(route.catalogueSnapshot ? catalogueSnapshots.environment : {}),
        },
        code: props.functionCode,
      });
      // Invoke on exactly the workers it names, through their live alias: no version or alias wildcard.
      for (const { target } of invoked) {
        fn.function.addToRolePolicy(
          new PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [target.live.functionArn],
          }),
        );
      }
      // Every function can verify an access token; only the issuing ones can sign one.
      sessionKeys.allowVerifying(fn.function);
      if (route.issuesSessions) sessionKeys.allowSigning(fn.function);
      if (route.videoProvider) allowVideoProviderKey(fn.function, settings.youtubeApiKeySecret);
      if (route.catalogueSnapshot === 'read') catalogueSnapshots.allowReading(fn.function);
      if (route.catalogueSnapshot === 'write') catalogueSnapshots.feed(fn);
      this.routeFunctions.push(fn);
      return fn;
    };

    // Workers first: the routes that invoke them need their names and ARNs. No API reaches them.
    for (const worker of props.workerRoutes) {
      const fn = routeFunction(workerFunctionId(worker), worker.key, workerLabel(worker), worker);
      fn.live.configureAsyncInvoke({ retryAttempts: WORKER_RETRIES, maxEventAge: WORKER_EVENT_AGE });
      if (worker.schedule) scheduleWorker(areas.of(worker), worker, fn);
      if (worker.sesEvents) mailReputation.subscribe(fn.live);
      workers.set(worker.key, fn);
    }

    for (const route of props.httpRoutes) {
      const id = httpFunctionId(route);
      const fn = routeFunction(id, route.key, httpRouteLabel(route), route);
      originSecret.allow(fn.function);
      // In the area's stack, like its function: the route, its integration and the invoke permission.
      apiRoutes.push(
        new HttpRoute(areas.of(route), `${id}Route`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${id}Integration`, fn.live),
        }),
      );
    }
    for (const route of props.wsRoutes) {
      const id = wsFunctionId(route);
      const fn = routeFunction(id, route.routeKey, wsRouteLabel(route), route);
      // Only $connect comes from outside; frames travel on a connection $connect accepted.
      if (route.routeKey === '$connect') originSecret.allow(fn.function);
      apiRoutes.push(
        new WebSocketRoute(areas.of(route), `${id}Route`, {
          webSocketApi: socketApi,
          routeKey: route.routeKey,
          integration: new WebSocketLambdaIntegration(`${id}Integration`, fn.live),
        }),
      );
    }

    // A route's own throttle needs the route: CloudFormation refuses the stage's setting before it exists.
    const httpStageResource = httpStage.node.defaultChild as CfnStage;
    httpStageResource.routeSettings = routeSettings(props.httpRoutes.map((route) => route.key));
    for (const route of props.httpRoutes) {
      if (route.key in ROUTE_THROTTLES) httpStage.node.addDependency(areas.of(route));
    }

    const alarms = new Alarms(this, 'Alarms', {
      httpApi: this.httpApi,
      table,
      functions: this.routeFunctions.map((fn) => ({ name: fn.node.id, function: fn.function })),
      email: settings.alarmEmail,
      metricsService: this.stackName,
    });

    new ApiAlarms(this, 'ApiAlarms', {
      httpApi: this.httpApi,
      accessLogs: httpAccessLogs,
      topic: alarms.topic,
      namespace: `LearnFree/${settings.stage}`,
      metricsService: this.stackName,
    });

    mailReputation.allowSending(this.routeFunctions.filter((fn) => fn.sendsMail).map((fn) => fn.function));
    mailReputation.addAlarms(alarms.topic);

    new MailRefusalAlarm(this, 'MailRefusals', {
      logGroups: this.routeFunctions.filter((fn) => fn.sendsMail).map((fn) => fn.logGroup),
      topic: alarms.topic,
      namespace: `LearnFree/${settings.stage}`,
    });

    acknowledgeAcceptedFindings(this, {
      apiRoutes,
      socketStage: this.socketStage,
      distribution: this.site.distribution,
      customDomain: Boolean(settings.siteDomain),
      waf: settings.waf,
    });

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', this.site.url, 'The address learners open');
    output(
      'DistributionDomainName',
      this.site.distribution.distributionDomainName,
      'Point the custom domain (CNAME or alias) here',
    );
    output('DistributionId', this.site.distribution.distributionId, 'For manual invalidations');
    output('HttpApiUrl', httpStage.url, 'The HTTP API, direct (the site calls it as /api)');
    output('WebSocketUrl', this.socketStage.url, 'The WebSocket API, direct (the site opens /socket.io)');
    output('TableName', table.tableName, 'TABLE_NAME for `npm run admin`');
    output(
      'SenderIdentity',
      settings.existingSenderIdentity ?? settings.senderEmail,
      'Verify this identity in SES before mail can leave',
    );
    output('AlarmTopicArn', alarms.topic.topicArn, 'Subscribe operators to the alarms here');
    output('SiteBucketName', this.site.bucket.bucketName, 'Holds the web build');
    output('OriginSecretArn', originSecret.secret.secretArn, 'Rotate the origin secret here');
  }
}
