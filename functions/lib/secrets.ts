/**
 * Values from Secrets Manager, read the way every function reads them: each value parsed once and
 * kept for a few minutes, so a rotation reaches running containers without a read per request. A
 * failed read is not kept: the next call tries again.
 */
import { config } from './config';
import { callError, signedPost } from './signed-http';

/** Where a secret's text comes from: Secrets Manager in the cloud (tests pass their own). */
export type SecretSource = (arn: string) => Promise<string | undefined>;

/** Tries of one read: a throttled or failing answer is asked once more, as the SDK's client did. */
const READ_ATTEMPTS = 2;

/**
 * GetSecretValue as one signed request of Secrets Manager's JSON protocol (signed-http.ts). The SDK's
 * client was 29 KB of every function's bundle, and a client to build in a cold container's first
 * call, for this one request; `secrets-manager.unit.test.ts` checks it against the SDK's.
 */
export function secretsManagerSource(
  endpoint = `https://secretsmanager.${config.region}.amazonaws.com`,
): SecretSource {
  return async (arn) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await signedPost({
        service: 'secretsmanager',
        endpoint,
        path: '/',
        body: JSON.stringify({ SecretId: arn }),
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'secretsmanager.GetSecretValue',
        },
      });
      if (answer.status === 200) return (JSON.parse(answer.body) as { SecretString?: string }).SecretString;
      const error = callError(answer, 'SecretsManagerError');
      const passing = answer.status >= 500 || answer.status === 429 || error.name === 'ThrottlingException';
      if (!passing || attempt >= READ_ATTEMPTS) throw error;
    }
  };
}

// Locally and in the tests the values are in the environment, and this is never called.
const fromSecretsManager: SecretSource = (arn) => secretsManagerSource()(arn);

/**
 * A reader of one kind of secret: `read(arn)` answers the value parsed by `parse`, read again once it
 * is `keepMs` old; `read(arn, maxAgeMs)` asks for a fresher one (say, for a key id it has not seen).
 */
export function cachedSecret<T>(
  parse: (text: string | undefined) => T | Promise<T>,
  keepMs: number,
  source: SecretSource = fromSecretsManager,
): (arn: string, maxAgeMs?: number) => Promise<T> {
  let cached: { arn: string; value: Promise<T>; readAt: number } | undefined;
  return (arn, maxAgeMs = keepMs) => {
    const now = Date.now();
    if (cached && cached.arn === arn && now - cached.readAt < Math.min(maxAgeMs, keepMs)) {
      return cached.value;
    }
    const entry = { arn, value: source(arn).then(parse), readAt: now };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
