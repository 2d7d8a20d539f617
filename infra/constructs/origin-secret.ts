/**
 * The origin secret: CloudFront adds it to every request it forwards to the two APIs, and the
 * functions refuse requests without it (functions/lib/edge.ts), so the public execute-api URLs
 * lead nowhere and the viewer address CloudFront passes on can be believed.
 *
 * Generated per deployment into Secrets Manager as `{ "current": … }`. CloudFormation resolves the
 * value into the distribution at deploy time (it never appears in the template); the functions read
 * it at run time. Rotation (docs/security.md) adds `previous` while CloudFront switches over, and
 * `originSecretVersion` pins the version CloudFront sends, which also makes CloudFormation re-read it.
 */
import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/edge-headers';

export interface OriginSecretProps {
  /**
   * The Secrets Manager version CloudFront sends; set it after a rotation to make the distribution
   * pick up the new value.
   * @default - the current version at the time of the deploy that last changed the distribution
   */
  readonly version?: string;
}

export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** The custom headers CloudFront adds on the API and WebSocket origins. */
  readonly originHeaders: Record<string, string>;

  constructor(scope: Construct, id: string, props: OriginSecretProps = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description:
        'LearnFree origin secret: CloudFront sends it to the APIs, which refuse requests without it',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
      // A new value only needs the next deploy to reach CloudFront; nothing else keeps it.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating it means changing what CloudFront sends, which a deploy does; the steps are in docs/security.md. Scheduled rotation by a Lambda would edit the distribution behind CloudFormation.',
    });
    const value = SecretValue.secretsManager(this.secret.secretArn, {
      jsonField: 'current',
      versionId: props.version,
    });
    this.originHeaders = { [ORIGIN_SECRET_HEADER]: value.unsafeUnwrap() };
  }

  /** Lets a route's function check the secret: its ARN in ORIGIN_SECRET_ARN and the right to read it. */
  allow(fn: LambdaFunction): void {
    fn.addEnvironment('ORIGIN_SECRET_ARN', this.secret.secretArn);
    // GetSecretValue only, like the session key: the metadata and versions are none of its business.
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }),
    );
  }
}
