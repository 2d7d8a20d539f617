import { OPT_IN_REGIONS } from '../constructs/standard-log-region';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON.
type Json = Record<string, any>;

import { ofType, synthesise, TEST_ACCOUNT } from './fixture';

// CloudFront resources whose names must be unique in the whole account, with the property holding it.
const ACCOUNT_WIDE_NAMES: Record<string, (properties: Json) => string> = {
  'AWS::CloudFront::ResponseHeadersPolicy': (p) => p.ResponseHeadersPolicyConfig.Name,
  'AWS::CloudFront::OriginRequestPolicy': (p) => p.OriginRequestPolicyConfig.Name,
  'AWS::CloudFront::CachePolicy': (p) => p.CachePolicyConfig.Name,
  'AWS::CloudFront::OriginAccessControl': (p) => p.OriginAccessControlConfig.Name,
  'AWS::CloudFront::Function': (p) => p.Name,
};

// Synthesis reports the missing web build on the console; these tests are about names and regions.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

const accountWideNames = (region: string): string[] => {
  const { resources } = synthesise({ stage: 'prod' }, undefined, { account: TEST_ACCOUNT, region });
  return Object.entries(ACCOUNT_WIDE_NAMES).flatMap(([type, nameOf]) =>
    ofType(resources, type).map(([, resource]) => nameOf(resource.Properties)),
  );
};

it('names CloudFront policies, access controls and functions apart when one stage is deployed in two regions', () => {
  const ireland = accountWideNames('eu-west-1');
  const ohio = accountWideNames('us-east-2');
  // Two policies, two request policies, the access control and two functions, all named.
  expect(ireland).toHaveLength(6);
  for (const name of ireland) expect(typeof name).toBe('string');
  expect(ireland.filter((name) => ohio.includes(name))).toEqual([]);
});

it('refuses an opt-in region at synth, naming the region and the reason', () => {
  expect(OPT_IN_REGIONS).toEqual(
    expect.arrayContaining(['af-south-1', 'ap-east-1', 'eu-south-1', 'me-south-1']),
  );
  for (const region of ['af-south-1', 'eu-south-1']) {
    expect(() => synthesise({}, undefined, { account: TEST_ACCOUNT, region })).toThrow(
      new RegExp(`${region}.*opt-in region.*standard logs`),
    );
  }
});

it('lets CloudFormation refuse an opt-in region before creating anything when the template has no region', () => {
  const { template } = synthesise();
  const rule = template.toJSON().Rules.StandardLogRegion;
  expect(rule.Assertions).toEqual([
    {
      Assert: { 'Fn::Not': [{ 'Fn::Contains': [[...OPT_IN_REGIONS], { Ref: 'AWS::Region' }] }] },
      AssertDescription: expect.stringMatching(/opt-in region.*standard logs/),
    },
  ]);
});

it('deploys in a region enabled by default without that rule', () => {
  const { template } = synthesise({}, undefined, { account: TEST_ACCOUNT, region: 'eu-central-1' });
  expect(template.toJSON().Rules?.StandardLogRegion).toBeUndefined();
});
