/**
 * Builds the product's app the way infra/bin/app.ts does (same context from cdk.json, same cdk-nag
 * plugin), with stub function code so a test synthesises in seconds, and reads the templates back:
 * each stack's own, and all of them as one (`flatten`).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { App, type Environment, NestedStack, type Stack } from 'aws-cdk-lib';
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

/** The context of cdk.json: its feature flags (the settings are in the stage files). */
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

/** One CloudFormation stack of the app: the parent, or a nested stack. */
export interface StackTemplate {
  /** The construct path: `LearnFree-prod`, `LearnFree-prod/LearningRoutes`. */
  path: string;
  template: Template;
  resourceCount: number;
}

export interface Synthesised {
  app: App;
  stack: LearnFreeStack;
  /** The parent and its nested stacks as one template (see `flatten`). */
  template: Template;
  resources: Record<string, Json>;
  /** Each stack CloudFormation deploys on its own: the parent first, then its nested stacks. */
  stacks: StackTemplate[];
  /** What synthesis printed (CDK's warnings, such as a missing web build). */
  reported: string;
}

/** The sender the tests deploy with (a reserved domain: never a real mailbox), from their stage file. */
export const TEST_SENDER = 'no-reply@learnfree.example';

/** The tests' stage files: the stage `prod` with TEST_SENDER and nothing else, not the operator's. */
export const TEST_STAGES_DIR = resolve(__dirname, 'stages');

/** A concrete target, as `cdk deploy` with credentials gives it (`env` empty: environment-agnostic). */
export const TEST_ACCOUNT = '123456789012';

export interface SynthOptions {
  /** A stand-in for the web build to upload (`webDistFixture`); none when unset. */
  webDist?: string;
  /** A concrete account and region; environment-agnostic when unset. */
  env?: Environment;
  stagesDir?: string;
  /**
   * Run CDK's built-in CloudFormation validation, as every `cdk synth` does. It takes about half of
   * a synthesis (4.5 s of 10 s of CPU), so the tests run it on the variants an operator deploys as
   * they are (the default stage, a configured one) and leave it out where only a setting differs.
   */
  validateTemplates?: boolean;
}

export function synthesise(
  context: Record<string, unknown> = {},
  { webDist, env, stagesDir = TEST_STAGES_DIR, validateTemplates = false }: SynthOptions = {},
): Synthesised {
  const app = new App({
    context: { ...cdkJsonContext(), ...context },
    builtinCloudFormationValidation: validateTemplates,
  });
  const stack = addLearnFree(app, {
    env,
    webDist,
    stagesDir,
    functionCode: Code.fromInline('exports.handler = async () => ({ statusCode: 503 });'),
  });
  // CDK prints its warnings while it synthesises; the tests that care read them from here.
  const printed: unknown[] = [];
  const print = console.error;
  console.error = (...args: unknown[]) => printed.push(args.join(' '));
  try {
    const stacks = stackTemplates(stack);
    const template = Template.fromJSON(
      flatten(
        stacks.map(({ template }) => template.toJSON()),
        stack,
      ),
    );
    return {
      app,
      // Tests of the LocalStack Community variant read only its templates.
      stack: stack as LearnFreeStack,
      template,
      resources: template.toJSON().Resources,
      stacks,
      reported: printed.join('\n'),
    };
  } catch (error) {
    // A failed synthesis prints the details of its validation report: show them with the failure.
    print(printed.join('\n'));
    throw error;
  } finally {
    console.error = print;
  }
}

/** The stack's template and those of its nested stacks (synthesised once, read from the assembly). */
function stackTemplates(stack: Stack): StackTemplate[] {
  const nested = stack.node.findAll().filter(NestedStack.isNestedStack);
  return [stack, ...nested].map((each) => {
    const template = Template.fromStack(each);
    return {
      path: each.node.path,
      template,
      resourceCount: Object.keys(template.toJSON().Resources).length,
    };
  });
}

/**
 * The parent template with the resources of its nested stacks merged in, as if CloudFormation had
 * one stack: a nested stack's parameter becomes the value the parent passes in, an output the
 * parent reads becomes its value, a resource waits for what its nested stack waits for, and what
 * waited for a nested stack waits for each of its resources. Assertions about the product then hold
 * wherever a resource lives; each template on its own is in `stacks`.
 */
function flatten([parent, ...nested]: Json[], stack: Stack): Json {
  const holders = stack.node.findAll().filter(NestedStack.isNestedStack);
  const resources: Record<string, Json> = { ...parent!.Resources };
  const outputs = new Map<string, unknown>();
  const members = new Map<string, string[]>();
  holders.forEach((holder, i) => {
    const holderId = stack.getLogicalId(holder.nestedStackResource!);
    const holding = parent!.Resources[holderId];
    const passed: Json = holding.Properties.Parameters ?? {};
    const local = (value: unknown): unknown =>
      replaceIntrinsics(value, (ref) => (ref.Ref !== undefined ? passed[ref.Ref] : undefined));
    const template = nested[i]!;
    for (const [id, resource] of Object.entries<Json>(template.Resources)) {
      if (id in resources)
        throw new Error(`Logical id ${id} is in two stacks; the flat view needs it unique`);
      const dependsOn = [...list<string>(resource.DependsOn), ...list<string>(holding.DependsOn)];
      resources[id] = {
        ...(local(resource) as Json),
        ...(dependsOn.length > 0 ? { DependsOn: dependsOn } : {}),
      };
    }
    for (const [name, output] of Object.entries<Json>(template.Outputs ?? {})) {
      outputs.set(`${holderId}.Outputs.${name}`, local(output.Value));
    }
    members.set(holderId, Object.keys(template.Resources));
    delete resources[holderId];
  });
  const readOutput = (value: unknown): unknown =>
    replaceIntrinsics(value, (ref) => {
      const [id, attribute] = (ref['Fn::GetAtt'] ?? []) as [string?, string?];
      const found = outputs.get(`${id}.${attribute}`);
      return found === undefined ? undefined : readOutput(found);
    });
  for (const [id, resource] of Object.entries(resources)) {
    const dependsOn = list<string>(resource.DependsOn).flatMap((target) => members.get(target) ?? [target]);
    resources[id] = {
      ...(readOutput(resource) as Json),
      ...(dependsOn.length > 0 ? { DependsOn: dependsOn } : {}),
    };
  }
  return { ...parent, Resources: resources, Outputs: readOutput(parent!.Outputs) };
}

/** `value` with every `{ Ref }` or `{ Fn::GetAtt }` for which `by` has a replacement replaced. */
function replaceIntrinsics(value: unknown, by: (ref: Json) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceIntrinsics(item, by));
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && (keys[0] === 'Ref' || keys[0] === 'Fn::GetAtt')) {
    const replaced = by(value as Json);
    if (replaced !== undefined) return replaced;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replaceIntrinsics(inner, by)]));
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

/** The logical id of the `live` alias of a function (by the function's logical id). */
export function liveAliasOf(resources: Record<string, Json>, functionId: string): string {
  const found = ofType(resources, 'AWS::Lambda::Alias').filter(
    ([, alias]) => alias.Properties.Name === 'live' && alias.Properties.FunctionName?.Ref === functionId,
  );
  if (found.length !== 1) throw new Error(`Expected one live alias of ${functionId}, found ${found.length}`);
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

export const distributionConfig = (resources: Record<string, Json>): Json =>
  ofType(resources, 'AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;

/** The custom headers CloudFront adds on the origin that serves `pathPattern`. */
export function originHeadersFor(resources: Record<string, Json>, pathPattern: string): Json[] {
  const config = distributionConfig(resources);
  const behaviour = config.CacheBehaviors.find((b: Json) => b.PathPattern === pathPattern);
  const origin = config.Origins.find((o: Json) => o.Id === behaviour.TargetOriginId);
  return origin.OriginCustomHeaders ?? [];
}

/** A header value as text, with each `Ref` written as `<ref:LogicalId>` and `Fn::Join` applied. */
export function renderedHeader(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = value as Json;
  if (json.Ref) return `<ref:${json.Ref}>`;
  if (json['Fn::Join'])
    return (json['Fn::Join'][1] as unknown[]).map(renderedHeader).join(json['Fn::Join'][0]);
  throw new Error(`Unexpected header value ${JSON.stringify(value)}`);
}

/** Runs a CloudFront Function source on a viewer request and returns the request it passes on. */
export function runViewerFunction(source: string, uri: string, querystring: Json = {}): Json {
  const handler = new Function(`${source}\nreturn handler;`)() as (event: Json) => Json;
  return handler({ request: { method: 'GET', uri, querystring, headers: {}, cookies: {} } });
}
