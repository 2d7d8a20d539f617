import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { bundledRoute } from './bundled-route';

describe("a route's function, bundled as deployed", () => {
  // The stack tests stub the code; this one bundles one real handler.
  let assetDir: string;
  let template: Template;
  beforeAll(() => {
    ({ assetDir, template } = bundledRoute('GET /api/logout', ['DeleteItem']));
  }, 120_000);

  it('bundles the handler into one minified CommonJS file with a linked source map', () => {
    const code = readFileSync(join(assetDir, 'index.js'), 'utf8');
    expect(code).toMatch(/sourceMappingURL=index\.js\.map\s*$/);
    // Minified: the few line breaks left are inside the SDK's multi-line message strings.
    expect(code.length / code.split('\n').length).toBeGreaterThan(5_000);
    expect(existsSync(join(assetDir, 'index.js.map'))).toBe(true);
    expect(JSON.parse(readFileSync(join(assetDir, 'index.js.map'), 'utf8')).sourcesContent).toBeUndefined();
  });

  it('bundles the locked AWS SDK instead of running on whatever version the runtime carries', () => {
    const code = readFileSync(join(assetDir, 'index.js'), 'utf8');
    // The one left is the SDK's optional CRT signer, tried only for multi-region signing, never used here.
    expect(code).not.toMatch(/require\("@(aws-sdk|smithy)\/(?!signature-v4-crt")/);
    // The DynamoDB client itself, from node_modules: its protocol's target prefix.
    expect(code).toContain('DynamoDB_20120810');
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

  it('takes the role credentials Lambda puts in the environment, without the rest of the SDK chain', () => {
    const { sources } = JSON.parse(readFileSync(join(assetDir, 'index.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(sources.some((source) => source.endsWith('functions/lib/environment-credentials.ts'))).toBe(true);
    // Profiles, SSO, web identity, containers, instance metadata, and the STS and SSO clients they call.
    expect(
      sources.filter((source) => /@aws-sdk\/(credential-provider-|nested-clients)/.test(source)),
    ).toEqual([]);
  });
});
