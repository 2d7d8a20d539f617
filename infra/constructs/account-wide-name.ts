import { Names, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The longest region code (`ap-southeast-5`) and its dash. */
const REGION_PART = 15;

/**
 * A name for a CloudFront policy or access control. Those names are unique per account, not per
 * region, so the stage's stack in a second region must not reuse the first one's: the region is part
 * of the name (a CloudFormation reference when the template is environment-agnostic).
 */
export function accountWideName(scope: Construct, suffix: string, maxLength: number): string {
  const unique = Names.uniqueResourceName(scope, { maxLength: maxLength - REGION_PART - suffix.length - 1 });
  return `${Stack.of(scope).region}-${unique}-${suffix}`;
}
