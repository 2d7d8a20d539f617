/**
 * The optional AWS WAF web ACL in front of the distribution (`"waf": true` in the stage file): AWS's
 * managed common and known-bad-inputs rule groups, and a per-address rate limit on the routes that
 * take a password or send mail. A web ACL for CloudFront can only be created in us-east-1, so the
 * stack must be deployed there: synth refuses another region, and a template without a region
 * carries a rule that CloudFormation checks before it creates anything.
 */
import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** The paths whose requests count against one address's rate limit. */
export const RATE_LIMITED_PATHS = ['/api/login', '/api/register', '/api/users/reset'] as const;
/**
 * Requests per address in five minutes on those paths before WAF blocks the address for a while: a
 * classroom behind one address signing up at once stays far below, a password-guessing script does
 * not (the functions' own per-address limits still apply below it).
 */
export const RATE_LIMIT_PER_5_MINUTES = 100;

const WEB_ACL_REGION = 'us-east-1';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managedGroup = (name: string, priority: number, countOnly: string[] = []): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(name),
});

export class SiteWebAcl extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    if (!Token.isUnresolved(stack.region) && stack.region !== WEB_ACL_REGION) {
      throw new Error(
        `"waf": CloudFront web ACLs can only be created in ${WEB_ACL_REGION}, and this stack is in ` +
          `${stack.region}. Deploy the stage in ${WEB_ACL_REGION}, or set "waf": false (docs/deploy.md, "WAF").`,
      );
    }
    if (Token.isUnresolved(stack.region)) {
      new CfnRule(stack, 'WebAclRegion', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, WEB_ACL_REGION),
            assertDescription: `"waf": CloudFront web ACLs can only be created in ${WEB_ACL_REGION}; deploy there or turn waf off.`,
          },
        ],
      });
    }

    const webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'LearnFree: managed common and known-bad-input rules, a rate limit on sign-in and sign-up',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('LearnFreeWebAcl'),
      rules: [
        // The functions accept bodies up to 16 KB (shared/constants.ts) and check their size; the
        // group's 8 KB body rule would block a long note or question.
        managedGroup('AWSManagedRulesCommonRuleSet', 0, ['SizeRestrictions_BODY']),
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 1),
        {
          name: 'AccountRoutesRateLimit',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: RATE_LIMIT_PER_5_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: {
                  statements: RATE_LIMITED_PATHS.map((path) => ({
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'EXACTLY',
                      searchString: path,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  })),
                },
              },
            },
          },
          visibilityConfig: visibility('AccountRoutesRateLimit'),
        },
      ],
    });
    this.arn = webAcl.attrArn;
  }
}
