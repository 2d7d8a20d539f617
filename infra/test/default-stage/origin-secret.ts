/**
 * CloudFront sends the origin secret to both APIs, and every function that takes requests from
 * outside can read it; nothing else gets it.
 */

import { ORIGIN_SECRET_HEADER } from '../../../functions/lib/edge-headers';
import { httpRoutes, wsRoutes } from '../../../functions/routes';
import { SITE_PATHS } from '../../constructs/static-site';
import { readSettings } from '../../stacks/settings';
import {
  distributionConfig,
  functionIdOf,
  grantsOf,
  ofType,
  originHeadersFor,
  renderedHeader,
  type Synthesised,
} from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

const secretId = (resources: Record<string, Json>): string => {
  const found = ofType(resources, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties.Description).includes('origin secret'),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
};

describe('the origin secret', () => {
  it.each([
    ['the HTTP API', SITE_PATHS.api],
    ['the WebSocket API', SITE_PATHS.socket],
  ])('is sent by CloudFront to %s, resolved from Secrets Manager at deploy time', (_api, pathPattern) => {
    const headers = originHeadersFor(synth.resources, pathPattern);
    const header = headers.find((h) => h.HeaderName === ORIGIN_SECRET_HEADER);
    expect(header).toBeDefined();
    expect(renderedHeader(header!.HeaderValue)).toBe(
      `{{resolve:secretsmanager:<ref:${secretId(synth.resources)}>:SecretString:current::}}`,
    );
  });

  it('is not sent to the bucket that holds the web build', () => {
    const config = distributionConfig(synth.resources);
    const siteOrigin = config.Origins.find((o: Json) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(siteOrigin.OriginCustomHeaders ?? []).toEqual([]);
  });

  it('is generated per deployment as JSON with a "current" value, never written into the template', () => {
    const secret = synth.resources[secretId(synth.resources)]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'current',
    });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('refuses an originSecretVersion that is no Secrets Manager VersionId, naming the setting', () => {
    const read = (key: string) => (key === 'originSecretVersion' ? 'AWSCURRENT}}' : undefined);
    expect(() => readSettings(read)).toThrow(/originSecretVersion/);
  });

  const secretRef = () => ({ Ref: secretId(synth.resources) });
  const readsSecret = (functionId: string) =>
    grantsOf(synth.resources, functionId).some(
      (grant) =>
        grant.actions.includes('secretsmanager:GetSecretValue') &&
        grant.resources.some((resource) => JSON.stringify(resource) === JSON.stringify(secretRef())),
    );

  it('can be read by every HTTP route and by $connect, which take requests from outside', () => {
    const outside = [...httpRoutes, ...wsRoutes.filter((route) => route.routeKey === '$connect')];
    for (const route of outside) {
      const id = functionIdOf(synth.resources, route);
      expect(synth.resources[id]!.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual(secretRef());
      expect(readsSecret(id)).toBe(true);
    }
  });

  it('is none of the business of the WebSocket routes that only see frames of accepted connections', () => {
    for (const route of wsRoutes.filter((r) => r.routeKey !== '$connect')) {
      const id = functionIdOf(synth.resources, route);
      expect(synth.resources[id]!.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toBeUndefined();
      expect(readsSecret(id)).toBe(false);
    }
  });
});
