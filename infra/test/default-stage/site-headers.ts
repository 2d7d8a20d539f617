/**
 * The local gateway serves the build with the cache lifetimes and security headers of
 * infra/constructs/site-headers.ts (infra/local/static-files.unit.test.ts); these tests check that the
 * deployed distribution sends the very same, so what people judge locally is what learners get
 * (with a custom domain: configured-stages/custom-domain.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlOf, securityHeaders } from '../../constructs/site-headers';
import { SITE_PATHS } from '../../constructs/static-site';
import { ofType, type Synthesised } from '../fixture';
import { policyHeaders } from '../response-headers';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

let plain: Synthesised;
beforeAll(() => {
  plain = synthesised('default');
});

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
