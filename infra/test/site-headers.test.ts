/**
 * The local gateway serves the build with the cache lifetimes and security headers of
 * infra/constructs/site-headers.ts (infra/local/static-files.test.ts); these tests check that the
 * deployed distribution sends the very same, so what people judge locally is what learners get.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlOf, securityHeaders } from '../constructs/site-headers';
import { SITE_PATHS } from '../constructs/static-site';
import { ofType, type Synthesised, synthesise, webDistFixture } from './fixture';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

const DOMAIN = 'learn.example.org';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d';

let plain: Synthesised;
let custom: Synthesised;
beforeAll(() => {
  plain = synthesise({}, webDistFixture());
  custom = synthesise({ siteDomain: DOMAIN, certificateArn: CERTIFICATE });
});

/** The headers a browser receives from the distribution's response-headers policy. */
function policyHeaders(synth: Synthesised): Record<string, string> {
  const policies = ofType(synth.resources, 'AWS::CloudFront::ResponseHeadersPolicy');
  expect(policies).toHaveLength(1);
  const config: Json = policies[0]![1].Properties.ResponseHeadersPolicyConfig;
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const overrides = [
    security.ContentSecurityPolicy,
    hsts,
    security.FrameOptions,
    security.ContentTypeOptions,
    security.ReferrerPolicy,
    ...config.CustomHeadersConfig.Items,
  ].map((entry: Json) => entry.Override);
  // Overriding: what the origin sends (S3 metadata, a function's answer) cannot weaken them.
  expect(overrides.every(Boolean)).toBe(true);
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'strict-transport-security': [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; '),
    'x-frame-options': security.FrameOptions.FrameOption,
    'x-content-type-options': 'nosniff',
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries(
      config.CustomHeadersConfig.Items.map((item: Json) => [String(item.Header).toLowerCase(), item.Value]),
    ),
  };
}

/** `aws s3 sync` filters: all files, then each exclude and include in turn; `*` spans folders. */
function syncs(upload: Json, file: string): boolean {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(file);
  let included = true;
  for (const pattern of upload.Exclude ?? []) if (matches(pattern)) included = false;
  for (const pattern of upload.Include ?? []) if (matches(pattern)) included = true;
  return included;
}

describe('the distribution and the local gateway agree', () => {
  it('on the security headers, on the cloudfront.net name', () => {
    expect(policyHeaders(plain)).toEqual(securityHeaders());
  });

  it('on the security headers, with a custom domain', () => {
    expect(policyHeaders(custom)).toEqual(securityHeaders(DOMAIN));
  });

  it('on the Cache-Control of every kind of file: each is uploaded once, with the lifetime the gateway gives it', () => {
    const uploads = ofType(plain.resources, 'Custom::CDKBucketDeployment').map(
      ([, upload]) => upload.Properties,
    );
    for (const file of [
      'assets/app-1a2b.js',
      'assets/home-page-9z8y.css',
      'index.html',
      'prerendered/index.html',
      'prerendered/course/id/intro-to-python/detail/index.html',
      'favicon.svg',
      'media/banner.webm',
    ]) {
      const by = uploads.filter((upload) => syncs(upload, file));
      expect({ file, uploads: by.length }).toEqual({ file, uploads: 1 });
      expect({ file, cache: by[0]!.SystemMetadata['cache-control'] }).toEqual({
        file,
        cache: cacheControlOf(file),
      });
    }
  });

  it('on compression: CloudFront compresses the site itself, so the build’s compressed copies stay behind', () => {
    const config = ofType(plain.resources, 'AWS::CloudFront::Distribution')[0]![1].Properties
      .DistributionConfig;
    const assets = config.CacheBehaviors.find((b: Json) => b.PathPattern === SITE_PATHS.assets);
    for (const behaviour of [config.DefaultCacheBehavior, assets]) expect(behaviour.Compress).toBe(true);

    // The staged upload holds the pages rendered at build time, and no .br or .gz copy.
    const outdir = plain.app.outdir;
    const staged = readdirSync(outdir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(outdir, name))
      .find((dir) => existsSync(join(dir, 'prerendered')));
    expect(staged).toBeDefined();
    const files = readdirSync(staged!, { recursive: true, encoding: 'utf8' });
    expect(files).toEqual(expect.arrayContaining(['index.html', join('prerendered', 'index.html')]));
    expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
