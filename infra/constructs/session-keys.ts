/**
 * The session keys: an ES256 key pair in two secrets. The private key (a JWK) may be read only by
 * the functions that issue sessions; the public key set by every function. The pair is generated at
 * deploy time by a custom resource (infra/session-keys/handler.ts), so neither key is ever in the
 * template, and a new `rotation` value rotates it: a new pair signs, the previous public key stays
 * valid for the tokens signed before (docs/deploy.md).
 */

import { join } from 'node:path';
import { CustomResource, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { type Code, type Function as LambdaFunction, LoggingFormat } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SessionKeysProperties } from '../session-keys/handler';
import { bundledFunction, ROUTE_LOG_RETENTION } from './route-function';

/** The generator's description, by which operators and tests tell it from the route functions. */
export const SESSION_KEY_GENERATOR = 'LearnFree session key generator (deploy time only)';

export interface SessionKeysProps {
  /**
   * Any new value makes the next deploy rotate the keys (the `sessionKeyRotation` setting).
   * @default - the keys generated with the stack
   */
  readonly rotation?: string;
  /** The generator's code instead of its esbuild bundle; for tests. @default - bundled */
  readonly code?: Code;
}

export class SessionKeys extends Construct {
  /** The private JWK access tokens are signed with. */
  readonly signingKey: Secret;
  /** The public JWK set access tokens are verified with: the current key, and the previous one. */
  readonly verifyKeys: Secret;
  /** The generation: functions that use the keys are created after it. */
  readonly generated: CustomResource;

  constructor(scope: Construct, id: string, props: SessionKeysProps = {}) {
    super(scope, id);
    // Created with a placeholder the generator replaces; nothing depends on either surviving a teardown.
    this.signingKey = new Secret(this, 'SigningKey', {
      description:
        'LearnFree session signing key (ES256 private JWK): only the functions that issue sessions may read it',
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.verifyKeys = new Secret(this, 'VerifyKeys', {
      description: 'LearnFree session verify keys (ES256 public JWK set): every function may read them',
      removalPolicy: RemovalPolicy.DESTROY,
    });
    for (const secret of [this.signingKey, this.verifyKeys]) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'The pair is rotated together by a deploy with a new sessionKeyRotation value (docs/deploy.md); a Secrets Manager rotation would change one secret of the pair on its own.',
      });
    }

    const logGroup = new LogGroup(this, 'GeneratorLogs', {
      retention: ROUTE_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role: it writes both secrets and reads only the public one, never the private key.
    const role = new Role(this, 'GeneratorRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'LearnFree session key generator',
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:PutSecretValue'],
        resources: [this.signingKey.secretArn, this.verifyKeys.secretArn],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [this.verifyKeys.secretArn],
      }),
    );
    const generator = new NodejsFunction(this, 'Generator', {
      ...bundledFunction(join(__dirname, '..', 'session-keys', 'handler.ts'), props.code),
      description: SESSION_KEY_GENERATOR,
      timeout: Duration.minutes(1),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
    });

    const properties: SessionKeysProperties = {
      SigningKeyArn: this.signingKey.secretArn,
      VerifyKeysArn: this.verifyKeys.secretArn,
      Rotation: props.rotation ?? '',
    };
    this.generated = new CustomResource(this, 'Generated', {
      serviceToken: generator.functionArn,
      resourceType: 'Custom::SessionKeys',
      properties,
    });
  }

  /** Lets a function verify access tokens: the public keys' ARN in SESSION_VERIFY_KEYS_ARN and the right to read them. */
  allowVerifying(fn: LambdaFunction): void {
    this.allow(fn, 'SESSION_VERIFY_KEYS_ARN', this.verifyKeys);
  }

  /** Lets a function sign access tokens: only for the routes whose manifest entry `issuesSessions`. */
  allowSigning(fn: LambdaFunction): void {
    this.allow(fn, 'SESSION_SIGNING_KEY_ARN', this.signingKey);
  }

  private allow(fn: LambdaFunction, variable: string, secret: Secret): void {
    fn.addEnvironment(variable, secret.secretArn);
    // GetSecretValue only, like the origin secret: the metadata and versions are none of its business.
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }),
    );
    // The keys exist before the function can serve a request.
    fn.node.addDependency(this.generated);
  }
}
