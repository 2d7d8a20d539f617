/**
 * One Lambda function for one route of the manifest, with the defaults every route shares and only
 * the rights its manifest entry asks for.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  type AddToPrincipalPolicyResult,
  PolicyDocument,
  PolicyStatement,
  Role,
  type RoleProps,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import {
  Alias,
  Architecture,
  type Code,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import type { Access, RouteCode } from '../../functions/route-types';
import { tableActionsOf } from '../../functions/routes';
import { acknowledgeWildcards } from './acknowledge';

/**
 * Exactly the DynamoDB actions a route needs (`tableActionsOf`: what it declares, plus the session
 * check behind a login), on the table, and Query on each index it reads; nothing on the indexes it
 * does not query, and never Scan.
 */
export function grantTableActions(
  role: Role,
  table: ITable,
  route: Pick<RouteCode, 'dynamodb' | 'indexes'> & { access?: Access },
): void {
  const dynamodb = tableActionsOf(route);
  const indexes = route.indexes ?? [];
  if (dynamodb.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: dynamodb.map((action) => `dynamodb:${action}`),
        resources: [table.tableArn],
      }),
    );
  }
  if (indexes.length > 0) {
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
}

const ROOT = resolve(__dirname, '..', '..');
/** Wraps a handler for the REST API's payload format (infra/community/rest-api-entry.ts). */
const REST_API_ENTRY = join(ROOT, 'infra', 'community', 'rest-api-entry.ts');

/** The Lambda runtime of every route: the newest Node.js the installed CDK knows. */
export const ROUTE_RUNTIME = Runtime.NODEJS_24_X;
export const ROUTE_TIMEOUT = Duration.seconds(10);
/** Long enough to investigate an incident reported a week late; older lines only cost storage. */
export const ROUTE_LOG_RETENTION = RetentionDays.TWO_WEEKS;

/**
 * The esbuild options that decide the code of every function's bundle: minified CommonJS for
 * Node.js 24. `mainFields` is which entry point of a package the bundle takes: its ES modules first,
 * which esbuild can shake (the SDK's unused commands, protocols and the browser's user-agent code
 * go), its CommonJS build otherwise. A third less code for a cold start to parse: bench/bundles.ts
 * measures both. The stack bundles with these (bundledFunction), and so do the scripts that measure
 * the bundles (routeBundleOptions), so they measure what is deployed.
 */
export const ROUTE_BUNDLE = {
  format: OutputFormat.CJS,
  target: 'node24',
  minify: true,
  mainFields: ['module', 'main'],
};

/**
 * Packages a function's bundle takes from elsewhere. The SDK clients' default credential chain is
 * replaced by the environment's credentials, where Lambda puts the role's and where that chain
 * looks first: its other sources and the STS and SSO clients they call were a quarter of every
 * bundle (functions/lib/environment-credentials.ts says more).
 */
export const ROUTE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(ROOT, 'functions', 'lib', 'environment-credentials.ts'),
};

/** esbuild's options for `entry` bundled as the stack bundles it (the SDK included) into `outfile`. */
export const routeBundleOptions = (entry: string, outfile: string) =>
  ({
    ...ROUTE_BUNDLE,
    alias: ROUTE_ALIASES,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    logLevel: 'error',
  }) satisfies BuildOptions;

/**
 * How every function of the app is built: `entry`'s `handler` on Node.js 24, arm64, bundled by the
 * local esbuild with the locked AWS SDK into one minified CommonJS file with a linked source map; or
 * `code` instead, in tests. `aliases` adds to ROUTE_ALIASES.
 */
export function bundledFunction(entry: string, code?: Code, aliases: Record<string, string> = {}) {
  const esbuildArgs = {
    '--alias': Object.entries({ ...ROUTE_ALIASES, ...aliases }).map(([from, to]) => `${from}=${to}`),
  };
  return {
    entry,
    handler: code ? 'index.handler' : 'handler',
    code,
    runtime: ROUTE_RUNTIME,
    architecture: Architecture.ARM_64,
    projectRoot: ROOT,
    depsLockFilePath: join(ROOT, 'package-lock.json'),
    bundling: {
      forceDockerBundling: false,
      esbuildArgs,
      ...ROUTE_BUNDLE,
      sourceMap: true,
      // Stack traces need the mappings, not the sources; leaving the sources out keeps the upload small.
      sourcesContent: false,
      // The SDK the tests ran, from package-lock.json, not whatever version the runtime carries this
      // month: the same cold start (docs/deploy.md, "The AWS SDK"), ten times the upload.
      bundleAwsSDK: true,
      tsconfig: join(ROOT, 'tsconfig.json'),
    },
  } satisfies NodejsFunctionProps;
}

/**
 * The alias every caller of a function uses (API integrations, schedules, invoking routes): each
 * deploy that changes the function publishes a version and points the alias at it, and
 * `npm run rollback` points it back at an earlier one without a deploy (scripts/rollback.ts).
 */
export const LIVE_ALIAS = 'live';

/** The description of a route's function and role, by which operators and tests find it. */
export const routeFunctionDescription = (label: string): string => `LearnFree ${label}`;

/** Sending rights for a route that mails. */
export interface RouteMail {
  /** The verified sender identity; sending is allowed from it only. */
  readonly identity: IEmailIdentity;
  /** The From header, e.g. `LearnFree <no-reply@example.org>`. */
  readonly from: string;
  /**
   * Also allow every identity of the account and region. Only for an SES account in the sandbox,
   * which checks the sending rights against the verified recipient identities as well.
   * @default false
   */
  readonly sandbox?: boolean;
}

/** Posting rights for a route that fans out chat messages. */
export interface RouteChat {
  /**
   * The WebSocket API's id as the function's own stack names it: in a nested stack, a parameter
   * declared there (see `RouteAreas.parameter`), so the cdk-nag acknowledgement of the grant,
   * computed at synthesis, names the same reference cdk-nag reads in the finished template.
   */
  readonly apiId: string;
  readonly stageName: string;
  /** The stage's management endpoint (WS_MANAGEMENT_ENDPOINT). */
  readonly callbackUrl: string;
}

export interface RouteFunctionProps {
  /** The route's generated entry file (infra/route-entries.ts), exporting `handler`. */
  readonly entry: string;
  /** What the function serves, e.g. `POST /api/login` or `WebSocket $connect`; becomes its description. */
  readonly description: string;
  /** The application table. */
  readonly table: ITable;
  /** The DynamoDB actions granted on the table, and the indexes it may Query (the manifest's `dynamodb` and `indexes`). */
  readonly dynamodb: Pick<RouteCode, 'dynamodb' | 'indexes'> & { access?: Access };
  /** Set for routes that send mail (the manifest's `mail`). */
  readonly mail?: RouteMail;
  /** The WebSocket stage to post to, for routes that fan out chat messages (the manifest's `chat`). */
  readonly chat?: RouteChat;
  /** @default 256 */
  readonly memorySize?: number;
  /** Seconds (the manifest's `timeoutSeconds`). @default 10 */
  readonly timeoutSeconds?: number;
  /** Environment shared by all routes (TABLE_NAME and the rest are added here). */
  readonly environment?: Record<string, string>;
  /**
   * Serve the route from a REST API (payload format 1.0) instead of the HTTP API: the bundle wraps
   * the unchanged handler in an event adapter. For LocalStack's free image, which has no HTTP API.
   * @default false
   */
  readonly restApi?: boolean;
  /**
   * Deploy this code instead of the esbuild bundle of the handler. For tests, where bundling every
   * handler would take most of the run; a deploy always bundles.
   * @default - the handler bundled with the local esbuild
   */
  readonly code?: Code;
}

/**
 * A role whose grants all go into one inline policy instead of a separate `AWS::IAM::Policy`
 * resource: the same rights, one CloudFormation resource fewer per function, which keeps a stack of
 * some seventy functions within CloudFormation's 500 resources.
 */
export class InlinePolicyRole extends Role {
  private readonly inline: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const inline = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, rights: inline } });
    this.inline = inline;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inline.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  /** What callers invoke: the `live` alias on the function's current version. */
  readonly live: Alias;
  readonly logGroup: LogGroup;
  /** Whether the route sends mail (its log holds the SES refusals). */
  readonly sendsMail: boolean;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    this.sendsMail = Boolean(props.mail);
    const { entry } = props;
    if (!existsSync(entry)) throw new Error(`The route entry ${entry} does not exist`);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: ROUTE_LOG_RETENTION,
      // Logs follow their function: a torn-down stage leaves no orphaned groups behind.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of the managed basic-execution policy, which may write to every log group.
    const role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: routeFunctionDescription(props.description),
    });
    this.logGroup.grantWrite(role);

    const environment: Record<string, string> = {
      ...props.environment,
      TABLE_NAME: props.table.tableName,
      NODE_OPTIONS: '--enable-source-maps',
    };
    if (props.mail) environment.MAIL_FROM = props.mail.from;
    if (props.chat) environment.WS_MANAGEMENT_ENDPOINT = props.chat.callbackUrl;

    this.function = new NodejsFunction(this, 'Function', {
      ...bundledFunction(
        props.restApi ? REST_API_ENTRY : entry,
        props.code,
        // The REST API wrapper imports the route's handler under this name.
        props.restApi ? { 'learnfree-route-handler': entry } : undefined,
      ),
      description: routeFunctionDescription(props.description),
      memorySize: props.memorySize ?? 256,
      timeout: props.timeoutSeconds === undefined ? ROUTE_TIMEOUT : Duration.seconds(props.timeoutSeconds),
      role,
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      // Lambda's own START and REPORT lines are half of all log bytes, and Duration, Errors and
      // Throttles are metrics anyway; warnings and errors of the platform (timeouts, crashes) stay.
      systemLogLevelV2: SystemLogLevel.WARN,
      environment,
      // Earlier versions stay when a deploy publishes a new one: a rollback needs them.
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
    });
    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.function.currentVersion });

    grantTableActions(role, props.table, props.dynamodb);

    if (props.mail) {
      props.mail.identity.grantSendEmail(role);
      if (props.mail.sandbox) {
        role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [
              Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
            ],
          }),
        );
      }
    }

    const chat = props.chat;
    if (chat) {
      // What WebSocketStage.grantManagementApiAccess grants: the connections of this one stage.
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: [
            Stack.of(this).formatArn({
              service: 'execute-api',
              resource: chat.apiId,
              resourceName: `${chat.stageName}/*/@connections/*`,
            }),
          ],
        }),
      );
    }

    const rendered = (value: string) => flattenCfnReference(Stack.of(this).resolve(value));
    acknowledgeWildcards(this, (finding) => {
      if (
        chat &&
        finding.startsWith('Resource::') &&
        finding.includes(rendered(chat.apiId)) &&
        finding.endsWith(`/${chat.stageName}/*/@connections/*`)
      ) {
        return 'Chat fan-out posts to connections whose ids exist only at run time; limited to this stage of this API.';
      }
      if (props.mail?.sandbox && finding.endsWith(':identity/*')) {
        return 'SES sandbox only (sesSandbox=true): the sandbox also checks sending rights against each verified recipient identity.';
      }
      return undefined;
    });
  }
}
