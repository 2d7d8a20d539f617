/**
 * docs/deploy.md and docs/capacity.md against the synthesised template: every claim an operator
 * could check in the template (the table's indexes, the number of alarms, the CloudFront policies of
 * each behaviour, the resources of each stack, the route throttles) is read from the docs and
 * compared, so the docs cannot drift from what gets deployed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ALARMS } from '../../../scripts/lib/cost-model';
import { distributionConfig, ofType, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

const DOCS = join(__dirname, '..', '..', '..', 'docs');
const read = (name: string) => readFileSync(join(DOCS, name), 'utf8');

/** The cells of the first table row whose first cell is `first` (as written, backticks included). */
function row(doc: string, first: string): string[] {
  for (const line of doc.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (line.startsWith('|') && cells[0] === first) return cells;
  }
  throw new Error(`No table row starting with ${first}`);
}

const number = (text: string): number => Number(text.replace(/,/g, ''));

/** The AWS managed CloudFront policies by the names the docs use, with their ids. */
const MANAGED: Record<string, string> = {
  CachingOptimized: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
  CachingDisabled: CachePolicy.CACHING_DISABLED.cachePolicyId,
  UseOriginCacheControlHeaders: CachePolicy.USE_ORIGIN_CACHE_CONTROL_HEADERS.cachePolicyId,
  AllViewer: OriginRequestPolicy.ALL_VIEWER.originRequestPolicyId,
  AllViewerExceptHostHeader: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
  CORS_CustomOrigin: OriginRequestPolicy.CORS_CUSTOM_ORIGIN.originRequestPolicyId,
  HostHeaderOnly: OriginRequestPolicy.HOST_HEADER_ONLY.originRequestPolicyId,
};

describe('docs/deploy.md, against the template', () => {
  let synth: Synthesised;
  let deploy: string;
  beforeAll(() => {
    synth = synthesised('default');
    deploy = read('deploy.md');
  });

  it('names the GSIs the table has', () => {
    const [, table] = ofType(synth.resources, 'AWS::DynamoDB::Table')[0]!;
    const indexes = table.Properties.GlobalSecondaryIndexes.map((index: Json) => index.IndexName).sort();
    const claimed = /GSIs ((?:`\w+`(?:, | and )?)+)/.exec(row(deploy, 'Table')[1]!)?.[1] ?? '';
    expect([...claimed.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort()).toEqual(indexes);
  });

  it('counts the alarms there are, in the resource table and in the cost table', () => {
    const alarms = ofType(synth.resources, 'AWS::CloudWatch::Alarm').length;
    expect(number(/^\*\*([\d,]+) alarms\*\*/.exec(row(deploy, 'Alarms')[1]!)?.[1] ?? 'NaN')).toBe(alarms);
    expect(number(row(deploy, 'CloudWatch alarms ($0.10 each)')[1]!)).toBe(alarms);
    // And the count `npm run cost` prices.
    expect(ALARMS).toBe(alarms);
  });

  it('names exactly the AWS managed CloudFront policies each behaviour uses', () => {
    const config = distributionConfig(synth.resources);
    const behaviours: Record<string, Json> = { '`/*`': config.DefaultCacheBehavior };
    for (const behaviour of config.CacheBehaviors) behaviours[`\`${behaviour.PathPattern}\``] = behaviour;
    for (const path of ['`/*`', '`/assets/*`', '`/api/*`', '`/socket.io*`']) {
      const behaviour = behaviours[path]!;
      const used = [behaviour.CachePolicyId, behaviour.OriginRequestPolicyId];
      const inTemplate = Object.keys(MANAGED).filter((name) => used.includes(MANAGED[name]));
      const text = row(deploy, path)[1]!;
      const inDoc = Object.keys(MANAGED).filter((name) => text.includes(`\`${name}\``));
      expect({ path, managed: inDoc.sort() }).toEqual({ path, managed: inTemplate.sort() });
    }
  });

  it('gives the resource count of each stack', () => {
    for (const { path, resourceCount } of synth.stacks) {
      const name = path === synth.stack.node.path ? '`LearnFree-<stage>`' : `\`${path.split('/').pop()}\``;
      expect({ stack: name, resources: number(row(deploy, name)[2]!) }).toEqual({
        stack: name,
        resources: resourceCount,
      });
    }
  });
});

describe('docs/capacity.md, against the template', () => {
  it('gives the throttle of every route that has its own, and the default', () => {
    const stage = ofType(synthesised('default').resources, 'AWS::ApiGatewayV2::Stage').find(
      ([, s]) => s.Properties.StageName === '$default',
    )![1].Properties;
    const capacity = read('capacity.md');
    const documented: Record<string, [number, number]> = {};
    for (const line of capacity.split('\n')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const key = /^`((?:GET|PUT|POST|DELETE) \/api\/[^`]*)`$/.exec(cells[0] ?? '')?.[1];
      if (key && cells.length === 4) documented[key] = [number(cells[1]!), number(cells[2]!)];
    }
    const inTemplate = Object.fromEntries(
      Object.entries<Json>(stage.RouteSettings).map(([key, s]) => [
        key,
        [s.ThrottlingRateLimit, s.ThrottlingBurstLimit],
      ]),
    );
    expect(documented).toEqual(inTemplate);
    const fallback = row(capacity, 'every route not listed');
    expect([number(fallback[1]!), number(fallback[2]!)]).toEqual([
      stage.DefaultRouteSettings.ThrottlingRateLimit,
      stage.DefaultRouteSettings.ThrottlingBurstLimit,
    ]);
  });
});
