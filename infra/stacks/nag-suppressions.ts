/**
 * cdk-nag findings the product accepts, each with its reason. Findings of the route functions are
 * acknowledged by the RouteFunction construct itself; these are the stack-wide ones.
 */
import { type Stack, Validations } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { acknowledgeWildcards } from '../constructs/acknowledge';

export interface AcceptedFindingsScope {
  /** The HTTP and WebSocket routes, in the nested stacks of their areas. */
  readonly apiRoutes: readonly IConstruct[];
  readonly socketStage: WebSocketStage;
  readonly distribution: Distribution;
  /** Whether the distribution has a custom domain with its own certificate. */
  readonly customDomain: boolean;
  /** Whether a WAF web ACL is attached to the distribution. */
  readonly waf: boolean;
}

const acknowledge = (scope: IConstruct, id: string, reason: string) =>
  Validations.of(scope).acknowledge({ id, reason });

/** CDK's handler that copies the web build into the bucket (one per stack, shared by the uploads). */
const bucketDeploymentHandlers = (stack: Stack): IConstruct[] =>
  stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));

export function acknowledgeAcceptedFindings(stack: Stack, scope: AcceptedFindingsScope): void {
  const authorization =
    'Every route authenticates in its function: the session cookie is verified against the access rule of the route in the manifest (functions/runtime/http.ts, functions/routes.ts); public routes are public by design. An API Gateway authorizer would repeat that check for an extra invocation per request.';
  for (const route of scope.apiRoutes) acknowledge(route, 'AwsSolutions-APIG4', authorization);

  acknowledge(
    scope.socketStage,
    'AwsSolutions-APIG1',
    'WebSocket access logs need the account-wide API Gateway CloudWatch role, a singleton this stack must not own; each WebSocket function logs every connect, message and disconnect itself.',
  );

  acknowledge(
    scope.distribution,
    'AwsSolutions-CFR1',
    'A free learning platform open to everyone: no country is blocked.',
  );
  if (!scope.waf) {
    acknowledge(
      scope.distribution,
      'AwsSolutions-CFR2',
      'No WAF unless the stage file sets "waf": true: its fixed monthly price exceeds the whole stack at small scale. Abuse is limited by per-route API throttles and per-address and per-source rate limits in the functions.',
    );
  }
  if (!scope.customDomain) {
    acknowledge(
      scope.distribution,
      'AwsSolutions-CFR4',
      'Without a custom domain the distribution uses the cloudfront.net certificate, whose TLS policy CloudFront fixes; with siteDomain and certificateArn the minimum is TLSv1.2_2021.',
    );
  }
  acknowledge(
    scope.distribution,
    '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    'defaultRootObject is index.html and the SPA function maps every extension-less path to it, so S3 never returns a listing; LIST only turns missing files into 404 instead of 403.',
  );

  for (const handler of bucketDeploymentHandlers(stack)) {
    acknowledge(
      handler,
      'AwsSolutions-L1',
      "CDK's BucketDeployment handler: its Python runtime is chosen by aws-cdk-lib and runs only during deployments.",
    );
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's BucketDeployment handler role: logging rights attached by aws-cdk-lib; it runs only during deployments.",
    );
    acknowledgeWildcards(
      handler,
      () =>
        "CDK's BucketDeployment handler: copies the web build from the CDK asset bucket into the site bucket (object keys unknown in advance) and invalidates the distribution; rights granted by aws-cdk-lib, used only during deployments.",
    );
  }
}
