/**
 * The deploy-time key generator, run on CloudFormation's events against a store of secrets kept in
 * memory (Secrets Manager has no local stand-in). The keys it writes are checked the way the
 * functions use them: tokens signed with the private key verify against the public set.
 */
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from 'jose';
import { signingJwkFrom, verifyJwksFrom } from '../../functions/lib/session-jwk';
import { applySessionKeys, type KeyStore, type SessionKeysProperties } from './handler';

const SIGNING = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:signing';
const VERIFY = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:verify';

/** The two secrets, created by CloudFormation with a random placeholder; every write in order. */
function secrets(): KeyStore & { values: Map<string, string>; writes: string[] } {
  const values = new Map([
    [SIGNING, 'placeholder-signing'],
    [VERIFY, 'placeholder-verify'],
  ]);
  const writes: string[] = [];
  return {
    values,
    writes,
    read: async (arn) => values.get(arn),
    put: async (arn, text) => {
      values.set(arn, text);
      writes.push(arn);
    },
  };
}

const properties = (rotation = ''): SessionKeysProperties => ({
  SigningKeyArn: SIGNING,
  VerifyKeysArn: VERIFY,
  Rotation: rotation,
});
const common = {
  ServiceToken: 'arn:aws:lambda:eu-west-1:123456789012:function:generator',
  ResponseURL: 'https://cloudformation-custom-resource-response.example/answer',
  StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/LearnFree-prod/1',
  RequestId: 'request-1',
  LogicalResourceId: 'SessionKeysGenerated',
  ResourceType: 'Custom::SessionKeys',
};
type Event = CloudFormationCustomResourceEvent<SessionKeysProperties>;
const create = (): Event => ({
  ...common,
  RequestType: 'Create',
  ResourceProperties: { ...common, ...properties() },
});
const update = (rotation: string, before: string): Event => ({
  ...common,
  RequestType: 'Update',
  PhysicalResourceId: SIGNING,
  ResourceProperties: { ...common, ...properties(rotation) },
  OldResourceProperties: properties(before),
});

/** Signs a token with the stored private key and verifies it with the stored public set. */
async function roundTrip(store: ReturnType<typeof secrets>): Promise<string> {
  const signing = signingJwkFrom(store.values.get(SIGNING));
  const token = await new SignJWT({ name: 'Asha' })
    .setProtectedHeader({ alg: 'ES256', kid: signing.kid! })
    .sign(await importJWK(signing, 'ES256'));
  const { keys } = verifyJwksFrom(store.values.get(VERIFY));
  const publicJwk = keys.find((key) => key.kid === decodeProtectedHeader(token).kid)!;
  await jwtVerify(token, await importJWK(publicJwk, 'ES256'), { algorithms: ['ES256'] });
  return signing.kid!;
}

it('puts a new key pair into the two secrets when the stack is created', async () => {
  const store = secrets();
  expect(await applySessionKeys(create(), store)).toBe(SIGNING);
  const kid = await roundTrip(store);
  expect(verifyJwksFrom(store.values.get(VERIFY)).keys.map((key) => key.kid)).toEqual([kid]);
  // The public set holds no private part.
  expect(store.values.get(VERIFY)).not.toContain('"d"');
});

it('rotates on a new rotation value, writing the public set before the private key', async () => {
  const store = secrets();
  await applySessionKeys(create(), store);
  const first = await roundTrip(store);
  store.writes.length = 0;
  await applySessionKeys(update('2027-01', ''), store);
  expect(store.writes).toEqual([VERIFY, SIGNING]);
  const second = await roundTrip(store);
  expect(second).not.toBe(first);
  expect(verifyJwksFrom(store.values.get(VERIFY)).keys.map((key) => key.kid)).toEqual([second, first]);
  await applySessionKeys(update('2027-02', '2027-01'), store);
  const third = await roundTrip(store);
  expect(verifyJwksFrom(store.values.get(VERIFY)).keys.map((key) => key.kid)).toEqual([third, second]);
});

it('leaves the keys alone on an update that changes nothing of theirs, and on delete', async () => {
  const store = secrets();
  await applySessionKeys(create(), store);
  const before = new Map(store.values);
  await applySessionKeys(update('2027-01', '2027-01'), store);
  await applySessionKeys(
    {
      ...common,
      RequestType: 'Delete',
      PhysicalResourceId: SIGNING,
      ResourceProperties: { ...common, ...properties() },
    },
    store,
  );
  expect(store.values).toEqual(before);
});
