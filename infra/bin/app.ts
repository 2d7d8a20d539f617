#!/usr/bin/env node
/** The CDK app: `npm run synth`, `npm run deploy`, `npm run deploy:local`. Settings: docs/deploy.md. */
import { App } from 'aws-cdk-lib';
import { addLearnFree, findWebDist } from '../stacks/learnfree-app';

const app = new App();
addLearnFree(app, {
  // Unset without credentials: the template then stays environment-agnostic and synth works offline.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  webDist: findWebDist(),
});
app.synth();
