/**
 * Values from Secrets Manager, read the way every function reads them: one client per container,
 * each value parsed once and kept for a few minutes, so a rotation reaches running containers without
 * a read per request. A failed read is not kept: the next call tries again.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

/** Where a secret's text comes from: Secrets Manager in the cloud (tests pass their own). */
export type SecretSource = (arn: string) => Promise<string | undefined>;

let client: SecretsManagerClient | undefined;

// Loaded at the first read, not with the function: locally (values in the environment) and in the
// tests it is never needed, and a cold start does not pay for a client before it is used.
const secretsManager = () => import('@aws-sdk/client-secrets-manager');

const fromSecretsManager: SecretSource = async (arn) => {
  const { GetSecretValueCommand, SecretsManagerClient } = await secretsManager();
  client ??= new SecretsManagerClient({ region: config.region });
  return (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString;
};

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
