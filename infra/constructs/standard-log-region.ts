/**
 * CloudFront delivers standard logs only to buckets in regions that are enabled by default; in an
 * opt-in region (af-south-1, ap-east-1, eu-south-1, me-south-1, ...) the log bucket would silently
 * stay empty, or the distribution update fail. The stack therefore refuses those regions: at synth
 * when the region is known, and with a CloudFormation rule, checked before anything is created, when
 * the template is environment-agnostic.
 */
import { Aws, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import type { Construct } from 'constructs';

/** Opt-in regions as the installed CDK knows them. */
export const OPT_IN_REGIONS: readonly string[] = RegionInfo.regions
  .filter((region) => region.isOptInRegion)
  .map((region) => region.name);

export const optInRegionMessage = (region: string): string =>
  `LearnFree cannot be deployed in ${region}: it is an opt-in region, and CloudFront does not deliver ` +
  'standard logs to buckets there. Deploy in a region that is enabled by default (e.g. us-east-1, ' +
  'eu-west-1, eu-central-1, ap-southeast-1); docs/deploy.md lists the opt-in regions.';

/** Fails the synth (known region) or the deploy (environment-agnostic template) in an opt-in region. */
export function requireStandardLogRegion(scope: Construct): void {
  const stack = Stack.of(scope);
  if (!Token.isUnresolved(stack.region)) {
    if (OPT_IN_REGIONS.includes(stack.region)) throw new Error(optInRegionMessage(stack.region));
    return;
  }
  new CfnRule(stack, 'StandardLogRegion', {
    assertions: [
      {
        assert: Fn.conditionNot(Fn.conditionContains([...OPT_IN_REGIONS], Aws.REGION)),
        assertDescription: optInRegionMessage('this opt-in region'),
      },
    ],
  });
}
