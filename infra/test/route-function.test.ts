import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { RouteFunction } from '../constructs/route-function';
import { writeRouteEntries } from '../route-entries';

// The stack tests stub the code; this one bundles one real handler with the local esbuild, the way
// `cdk synth` does for every route.
let assetDir: string;
let template: Template;
beforeAll(() => {
  const app = new App();
  const stack = new Stack(app, 'Bundling');
  new RouteFunction(stack, 'Logout', {
    entry: writeRouteEntries().get('GET /api/logout')!.file,
    description: 'GET /api/logout',
    table: new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } }),
    dynamodb: { dynamodb: ['DeleteItem'] },
  });
  const assembly = app.synth();
  template = Template.fromStack(stack);
  const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0]!;
  assetDir = join(assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
}, 120_000);

it('bundles the handler into one minified CommonJS file with a linked source map', () => {
  const code = readFileSync(join(assetDir, 'index.js'), 'utf8');
  expect(code).toMatch(/sourceMappingURL=index\.js\.map\s*$/);
  expect(code.split('\n').length).toBeLessThan(20);
  expect(existsSync(join(assetDir, 'index.js.map'))).toBe(true);
  expect(JSON.parse(readFileSync(join(assetDir, 'index.js.map'), 'utf8')).sourcesContent).toBeUndefined();
});

it('leaves the AWS SDK to the runtime instead of bundling it', () => {
  const code = readFileSync(join(assetDir, 'index.js'), 'utf8');
  expect(code).toContain('require("@aws-sdk/client-dynamodb")');
});

it('points Lambda at the bundled handler export', () => {
  template.hasResourceProperties('AWS::Lambda::Function', {
    Handler: 'index.handler',
    Runtime: 'nodejs24.x',
  });
});

it('bundles its own area of the manifest, not the other areas', () => {
  const code = readFileSync(join(assetDir, 'index.js'), 'utf8');
  expect(code).toContain('Logged out.');
  // Answers that only other areas' handlers carry (learning's position save, the chat history).
  for (const foreign of ['Position saved.', 'chat_history', 'You cannot vote for your own']) {
    expect(code).not.toContain(foreign);
  }
});
