/**
 * The deployment's session key generator: a CloudFormation custom resource (Custom::SessionKeys,
 * infra/constructs/session-keys.ts) backed by this Lambda function. On create it puts a new ES256
 * key pair into the two secrets; when the `Rotation` setting changes it rotates: a new pair signs from
 * then on and the public set keeps the previous key. It never reads the private key; it only writes
 * it. The public set is written first, so a token signed with the new key never meets a function
 * that cannot know it (a verifier reads the set again for a key id it has not seen).
 */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent, CloudFormationCustomResourceResponse } from 'aws-lambda';
import { rotatedSessionKeys } from './keys';

/** The properties of the custom resource. */
export interface SessionKeysProperties {
  SigningKeyArn: string;
  VerifyKeysArn: string;
  /** Any new value rotates the keys (the `sessionKeyRotation` deploy setting). */
  Rotation: string;
}

/** What the generator does with the secrets. */
export interface KeyStore {
  read(arn: string): Promise<string | undefined>;
  put(arn: string, text: string): Promise<void>;
}

type Event = CloudFormationCustomResourceEvent<SessionKeysProperties>;

const changed = (event: Event): boolean => {
  if (event.RequestType === 'Create') return true;
  if (event.RequestType === 'Delete') return false;
  const now = event.ResourceProperties;
  const before = event.OldResourceProperties as Partial<SessionKeysProperties>;
  return (
    now.Rotation !== before.Rotation ||
    now.SigningKeyArn !== before.SigningKeyArn ||
    now.VerifyKeysArn !== before.VerifyKeysArn
  );
};

/**
 * Applies one event to the secrets and answers the resource's physical id. Create, a new rotation
 * value or new secrets: a new key pair. Anything else, deletion included (the secrets go with the
 * stack), leaves the keys alone.
 */
export async function applySessionKeys(event: Event, store: KeyStore): Promise<string> {
  const { SigningKeyArn, VerifyKeysArn } = event.ResourceProperties;
  if (changed(event)) {
    const next = await rotatedSessionKeys(await store.read(VerifyKeysArn));
    await store.put(VerifyKeysArn, next.verifyKeys);
    await store.put(SigningKeyArn, next.signingKey);
  }
  return SigningKeyArn;
}

function secretsManagerStore(): KeyStore {
  const client = new SecretsManagerClient({});
  return {
    read: async (arn) => (await client.send(new GetSecretValueCommand({ SecretId: arn }))).SecretString,
    put: async (arn, text) => {
      await client.send(new PutSecretValueCommand({ SecretId: arn, SecretString: text }));
    },
  };
}

/** The answer CloudFormation waits for, PUT to the event's pre-signed URL. */
function answer(event: Event, outcome: { physicalId: string } | { failure: string }) {
  const common = {
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
  };
  const response: CloudFormationCustomResourceResponse =
    'physicalId' in outcome
      ? { ...common, Status: 'SUCCESS', PhysicalResourceId: outcome.physicalId }
      : {
          ...common,
          Status: 'FAILED',
          Reason: outcome.failure,
          // A create that failed has no id yet; CloudFormation still needs one.
          PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : event.RequestId,
        };
  return response;
}

export async function handler(event: Event): Promise<void> {
  let outcome: { physicalId: string } | { failure: string };
  try {
    outcome = { physicalId: await applySessionKeys(event, secretsManagerStore()) };
  } catch (error) {
    // Never the keys: the message of an SDK or parse error names the step, not the values.
    console.error('session keys failed', error instanceof Error ? error.name : 'unknown');
    outcome = { failure: error instanceof Error ? error.message.slice(0, 300) : 'The session keys failed' };
  }
  // Without this answer CloudFormation waits an hour before it gives up on the resource.
  const sent = await fetch(event.ResponseURL, {
    method: 'PUT',
    headers: { 'content-type': '' },
    body: JSON.stringify(answer(event, outcome)),
  });
  if (!sent.ok) throw new Error(`CloudFormation did not take the answer: ${sent.status}`);
}
