/**
 * The optional WAF web ACL: what it holds, and that it is only made where CloudFront can use it
 * (us-east-1). The stage-file test synthesises the whole stack with it and checks it is attached.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { WAF_RULES } from '../../scripts/lib/cost-model';
import { RATE_LIMIT_PER_5_MINUTES, RATE_LIMITED_PATHS, SiteWebAcl } from '../constructs/web-acl';

// biome-ignore lint/suspicious/noExplicitAny: synthesised CloudFormation is untyped JSON, read by shape.
type Json = Record<string, any>;

const templateIn = (region?: string): Json => {
  const stack = new Stack(new App(), 'Waf', region ? { env: { account: '123456789012', region } } : {});
  new SiteWebAcl(stack, 'Waf');
  return Template.fromStack(stack).toJSON();
};

const webAclOf = (template: Json): Json =>
  Object.values<Json>(template.Resources).find((r) => r.Type === 'AWS::WAFv2::WebACL')!.Properties;

describe('the WAF web ACL', () => {
  it('guards the distribution with the managed common and known-bad-input rules, allowing the rest', () => {
    const acl = webAclOf(templateIn('us-east-1'));
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const groups = acl.Rules.filter((rule: Json) => rule.Statement.ManagedRuleGroupStatement).map(
      (rule: Json) => rule.Statement.ManagedRuleGroupStatement,
    );
    expect(groups.map((group: Json) => `${group.VendorName}/${group.Name}`)).toEqual([
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    // Bodies up to 16 KB are the functions' limit; the group's 8 KB rule only counts.
    expect(groups[0].RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('blocks an address that sends too many requests to login, sign-up or reset, and only there', () => {
    const rule = webAclOf(templateIn('us-east-1')).Rules.find((r: Json) => r.Statement.RateBasedStatement);
    expect(rule.Action).toEqual({ Block: {} });
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      Limit: RATE_LIMIT_PER_5_MINUTES,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
    });
    const paths = rate.ScopeDownStatement.OrStatement.Statements.map((s: Json) => s.ByteMatchStatement);
    expect(paths.map((match: Json) => match.SearchString)).toEqual([
      '/api/login',
      '/api/register',
      '/api/users/reset',
    ]);
    expect(paths.map((match: Json) => match.SearchString)).toEqual([...RATE_LIMITED_PATHS]);
    for (const match of paths)
      expect(match).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'EXACTLY' });
  });

  it('has as many rules as `npm run cost` prices', () => {
    expect(webAclOf(templateIn('us-east-1')).Rules).toHaveLength(WAF_RULES);
  });

  it('refuses a stack outside us-east-1 at synth, saying what to do', () => {
    expect(() => templateIn('eu-west-1')).toThrow(
      /"waf": CloudFront web ACLs can only be created in us-east-1, and this stack is in eu-west-1.*Deploy the stage in us-east-1, or set "waf": false/,
    );
  });

  it('lets CloudFormation refuse another region before creating anything when the template has none', () => {
    expect(templateIn().Rules.WebAclRegion.Assertions).toEqual([
      {
        Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
        AssertDescription: expect.stringContaining('us-east-1'),
      },
    ]);
    expect(templateIn('us-east-1').Rules.WebAclRegion).toBeUndefined();
  });
});
