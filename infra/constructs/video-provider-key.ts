/**
 * The YouTube Data API key, in a Secrets Manager secret the operator creates (docs/deploy.md) and
 * names with the `youtubeApiKeySecret` setting. The stack never holds the key: a function whose
 * manifest entry has `videoProvider` gets the secret's name or ARN in YOUTUBE_API_KEY_ARN and the
 * right to read that one secret, and reads the key at run time (functions/lib/video-provider).
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';

/** The secret's name or complete ARN, as the setting gives it; undefined for a deployment without a key. */
export function allowVideoProviderKey(fn: LambdaFunction, secret: string | undefined): void {
  if (!secret) return;
  fn.addEnvironment('YOUTUBE_API_KEY_ARN', secret);
  // A secret named without its ARN: Secrets Manager adds six random characters to the name.
  const resource = secret.startsWith('arn:')
    ? secret
    : Stack.of(fn).formatArn({
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `${secret}-??????`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
  // GetSecretValue only, like the other secrets: the metadata and versions are none of its business.
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resource] }),
  );
}
