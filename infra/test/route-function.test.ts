import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { bundledRoute } from './bundled-route';

// The stack tests stub the code; this one bundles one real handler.
let assetDir: string;
let template: Template;
beforeAll(() => {
  ({ assetDir, template } = bundledRoute('GET /api/logout', ['DeleteItem']));
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
