/**
 * Regions: CloudFront's account-wide names carry the region, and opt-in regions are refused. The
 * template without a region carries a rule instead (default-stage/learnfree-stack.ts).
 */
import { OPT_IN_REGIONS } from '../../constructs/standard-log-region';
import { ofType, synthesise, TEST_ACCOUNT } from '../fixture';
import { synthesised, VARIANTS, type VariantName } from '../variants';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON.
type Json = Record<string, any>;

// CloudFront resources whose names must be unique in the whole account, with the property holding it.
const ACCOUNT_WIDE_NAMES: Record<string, (properties: Json) => string> = {
  'AWS::CloudFront::ResponseHeadersPolicy': (p) => p.ResponseHeadersPolicyConfig.Name,
  'AWS::CloudFront::OriginRequestPolicy': (p) => p.OriginRequestPolicyConfig.Name,
  'AWS::CloudFront::CachePolicy': (p) => p.CachePolicyConfig.Name,
  'AWS::CloudFront::OriginAccessControl': (p) => p.OriginAccessControlConfig.Name,
  'AWS::CloudFront::Function': (p) => p.Name,
};

const accountWideNames = (variant: VariantName): string[] => {
  const { resources } = synthesised(variant);
  return Object.entries(ACCOUNT_WIDE_NAMES).flatMap(([type, nameOf]) =>
    ofType(resources, type).map(([, resource]) => nameOf(resource.Properties)),
  );
};

describe('regions', () => {
  it('names CloudFront policies, access controls and functions apart when one stage is deployed in two regions', () => {
    // Both variants are the stage prod, one in eu-west-1 and one in us-east-2.
    expect([VARIANTS.existingSender.env.region, VARIANTS.customDomain.env.region]).toEqual([
      'eu-west-1',
      'us-east-2',
    ]);
    const ireland = accountWideNames('existingSender');
    const ohio = accountWideNames('customDomain');
    // The response-headers policy, three request policies, three cache policies of the API
    // (api-cache-policies.ts), the access control and two functions, all named.
    expect(ireland).toHaveLength(10);
    for (const name of ireland) expect(typeof name).toBe('string');
    expect(ireland.filter((name) => ohio.includes(name))).toEqual([]);
  });

  it('refuses an opt-in region at synth, naming the region and the reason', () => {
    expect(OPT_IN_REGIONS).toEqual(
      expect.arrayContaining(['af-south-1', 'ap-east-1', 'eu-south-1', 'me-south-1']),
    );
    for (const region of ['af-south-1', 'eu-south-1']) {
      expect(() => synthesise({}, { env: { account: TEST_ACCOUNT, region } })).toThrow(
        new RegExp(`${region}.*opt-in region.*standard logs`),
      );
    }
  });

  it('deploys in a region enabled by default without that rule', () => {
    expect(synthesised('existingSender').template.toJSON().Rules?.StandardLogRegion).toBeUndefined();
  });
});
