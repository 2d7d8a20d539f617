/**
 * Puts the product's stack into a CDK app with the cdk-nag AwsSolutions checks, the same way for
 * `cdk synth`/`cdk deploy` and for the tests, so the tests check what gets deployed.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type App, type Environment, Validations } from 'aws-cdk-lib';
import type { Code } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { httpRoutes, workerRoutes, wsRoutes } from '../../functions/routes';
import { LearnFreeCommunityStack } from './learnfree-community-stack';
import { LearnFreeStack } from './learnfree-stack';
import { stageSettings } from './stage-file';

/** The Vite build, when it has been built. */
export function findWebDist(): string | undefined {
  const dist = resolve(__dirname, '..', '..', 'web', 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

export interface AddLearnFreeOptions {
  /** Target account and region; leave empty for an environment-agnostic template. */
  readonly env?: Environment;
  /** The web build to upload. @default - none */
  readonly webDist?: string;
  /** Replaces every route's bundle (tests only). @default - bundled with esbuild */
  readonly functionCode?: Code;
  /** Where the stage files are (tests only). @default infra/stages */
  readonly stagesDir?: string;
}

/**
 * The product's stack for the target in context: the whole product (AWS, LocalStack Pro), or the
 * part LocalStack's free image can run (`-c target=localstack-community`).
 */
export function addLearnFree(
  app: App,
  options: AddLearnFreeOptions = {},
): LearnFreeStack | LearnFreeCommunityStack {
  const settings = stageSettings((key) => app.node.tryGetContext(key), options.stagesDir);
  const Variant = settings.target === 'localstack-community' ? LearnFreeCommunityStack : LearnFreeStack;
  const stack = new Variant(app, `LearnFree-${settings.stage}`, {
    description: `LearnFree (${settings.stage}): site, APIs, functions, table, mail`,
    env: options.env,
    settings,
    httpRoutes,
    wsRoutes,
    workerRoutes,
    webDist: options.webDist,
    functionCode: options.functionCode,
  });
  // A finding that is neither fixed nor acknowledged with a reason fails the synth, hence the deploy.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return stack;
}
