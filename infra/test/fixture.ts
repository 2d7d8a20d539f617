/**
 * Builds the product's app the way infra/bin/app.ts does (same context from cdk.json, same cdk-nag
 * plugin), with stub function code so a test synthesises in seconds, and reads the template back.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { HttpRouteEntry, WorkerEntry, WsRouteEntry } from '../../functions/route-types';
import { routeFunctionDescription } from '../constructs/route-function';
import { addLearnFree } from '../stacks/learnfree-app';
import { httpRouteLabel, type LearnFreeStack, workerLabel, wsRouteLabel } from '../stacks/learnfree-stack';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape in assertions.
type Json = Record<string, any>;

/** The context of cdk.json: feature flags and default settings. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(resolve(__dirname, '..', '..', 'cdk.json'), 'utf8'));
  return cdkJson.context;
}

/**
 * A tiny stand-in for web/dist: the shell, a hashed asset, a root file, two pages rendered at build
 * time, and the brotli copy the build keeps of the shell.
 */
export function webDistFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'learnfree-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered', 'course', 'id', 'intro-to-python', 'detail'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(dir, 'index.html.br'), 'brotli');
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), 'console.log("app");');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'prerendered', 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(
    join(dir, 'prerendered', 'course', 'id', 'intro-to-python', 'detail', 'index.html'),
    '<!doctype html><h1>Intro to Python</h1>',
  );
  return dir;
}

export interface Synthesised {
  app: App;
  stack: LearnFreeStack;
  template: Template;
  resources: Record<string, Json>;
}

/** The sender the tests deploy with (a reserved domain: never a real mailbox). */
export const TEST_SENDER = 'no-reply@learnfree.example';

/** A concrete target, as `cdk deploy` with credentials gives it (`env` empty: environment-agnostic). */
export const TEST_ACCOUNT = '123456789012';

export function synthesise(
  context: Record<string, unknown> = {},
  webDist?: string,
  env?: Environment,
): Synthesised {
  const app = new App({ context: { ...cdkJsonContext(), senderEmail: TEST_SENDER, ...context } });
  const stack = addLearnFree(app, {
    env,
    webDist,
    functionCode: Code.fromInline('exports.handler = async () => ({ statusCode: 503 });'),
  });
  const template = Template.fromStack(stack);
  // Tests of the LocalStack Community variant read only its template.
  return { app, stack: stack as LearnFreeStack, template, resources: template.toJSON().Resources };
}

/** Unacknowledged cdk-nag findings of the given severity, as `rule at path` lines. */
export function nagFindings(app: App, severity: 'error' | 'warning'): string[] {
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations
    .filter((violation) => violation.severity === severity)
    .flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
    );
}

/** Every acknowledgment recorded in the construct tree, with its reason. */
export function acknowledgments(root: IConstruct): Array<{ path: string; id: string; reason: unknown }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules')
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

export const ofType = (resources: Record<string, Json>, type: string): Array<[string, Json]> =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** The logical id of the route's function, found by its description. */
export function functionIdOf(
  resources: Record<string, Json>,
  route: HttpRouteEntry | WsRouteEntry | WorkerEntry,
): string {
  const label =
    'routeKey' in route
      ? wsRouteLabel(route)
      : 'method' in route
        ? httpRouteLabel(route)
        : workerLabel(route);
  const description = routeFunctionDescription(label);
  const found = ofType(resources, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Properties.Description === description,
  );
  if (found.length !== 1)
    throw new Error(`Expected one function described "${description}", found ${found.length}`);
  return found[0]![0];
}

export interface Grant {
  actions: string[];
  resources: unknown[];
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Every policy document of the template with the role it belongs to: separate policies (as CDK's
 * own functions have) and the inline policies of roles (as every route function has).
 */
export function policyDocuments(
  resources: Record<string, Json>,
): Array<{ id: string; roles: string[]; document: Json }> {
  const separate = ofType(resources, 'AWS::IAM::Policy').map(([id, policy]) => ({
    id,
    roles: list<Json>(policy.Properties.Roles).map((role) => role.Ref as string),
    document: policy.Properties.PolicyDocument,
  }));
  const inline = ofType(resources, 'AWS::IAM::Role').flatMap(([id, role]) =>
    list<Json>(role.Properties.Policies).map((policy) => ({
      id,
      roles: [id],
      document: policy.PolicyDocument,
    })),
  );
  return [...separate, ...inline];
}

/** The Allow statements of every policy attached to the function's role. */
export function grantsOf(resources: Record<string, Json>, functionId: string): Grant[] {
  const roleId = resources[functionId]!.Properties.Role['Fn::GetAtt'][0];
  return policyDocuments(resources)
    .filter(({ roles }) => roles.includes(roleId))
    .flatMap(({ document }) => list<Json>(document.Statement))
    .filter((statement) => statement.Effect === 'Allow')
    .map((statement) => ({ actions: list<string>(statement.Action), resources: list(statement.Resource) }));
}

/** Logical ids each resource refers to (Ref, GetAtt, Sub, DependsOn): CloudFormation's dependency edges. */
export function dependencies(resources: Record<string, Json>): Map<string, Set<string>> {
  const ids = new Set(Object.keys(resources));
  const collect = (value: unknown, into: Set<string>): void => {
    if (Array.isArray(value)) {
      for (const item of value) collect(item, into);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'Ref' && typeof inner === 'string' && ids.has(inner)) into.add(inner);
        else if (key === 'Fn::GetAtt')
          into.add(Array.isArray(inner) ? inner[0] : String(inner).split('.')[0]!);
        else if (key === 'Fn::Sub') {
          const text = Array.isArray(inner) ? inner[0] : inner;
          for (const match of String(text).matchAll(/\$\{([^}.!]+)/g))
            if (ids.has(match[1]!)) into.add(match[1]!);
          collect(inner, into);
        } else collect(inner, into);
      }
    }
  };
  const edges = new Map<string, Set<string>>();
  for (const [id, resource] of Object.entries(resources)) {
    const into = new Set<string>(list<string>(resource.DependsOn));
    collect(resource.Properties ?? {}, into);
    edges.set(id, into);
  }
  return edges;
}

/** A dependency cycle as a list of logical ids, or undefined. */
export function findCycle(edges: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    state.set(id, 'open');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    if (state.has(id)) continue;
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Runs a CloudFront Function source on a viewer request and returns the request it passes on. */
export function runViewerFunction(source: string, uri: string, querystring: Json = {}): Json {
  const handler = new Function(`${source}\nreturn handler;`)() as (event: Json) => Json;
  return handler({ request: { method: 'GET', uri, querystring, headers: {}, cookies: {} } });
}
