/**
 * The session keys in the template: the private key reaches only the functions whose manifest entry
 * issues sessions, every function can read the public keys, and no key is in the template itself.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { httpRoutes, wsRoutes } from '../../../functions/routes';
import { SESSION_KEY_GENERATOR, SessionKeys } from '../../constructs/session-keys';
import { functionIdOf, type Grant, grantsOf, ofType, type Synthesised } from '../fixture';
import { synthesised } from '../variants';

let synth: Synthesised;
beforeAll(() => {
  synth = synthesised('default');
});

const allRoutes = [...httpRoutes, ...wsRoutes];
const nameOf = (route: (typeof allRoutes)[number]): string => ('key' in route ? route.key : route.routeKey);
const ref = (id: string) => ({ Ref: id });

const secretId = (described: string): string => {
  const found = ofType(synth.resources, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties.Description).includes(described),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
};
const signingKeyId = () => secretId('session signing key');
const verifyKeysId = () => secretId('session verify keys');

/** Whether a grant lets its holder read the value of the secret `id`, by name or by a wildcard. */
function readsSecret(grant: Grant, id: string): boolean {
  const reads = grant.actions.some((action) =>
    ['secretsmanager:GetSecretValue', 'secretsmanager:*', '*'].includes(action),
  );
  const covers = grant.resources.some((resource) => {
    const text = JSON.stringify(resource);
    return (
      text === JSON.stringify(ref(id)) || resource === '*' || (text.includes('secret') && text.includes('*'))
    );
  });
  return reads && covers;
}

/** Every Lambda function of the template, route or not, that can read the secret `id`. */
const readersOf = (id: string): string[] =>
  ofType(synth.resources, 'AWS::Lambda::Function')
    .map(([fnId]) => fnId)
    .filter((fnId) => grantsOf(synth.resources, fnId).some((grant) => readsSecret(grant, id)))
    .sort();

describe('the private session key', () => {
  it('is issued by login and refresh only, as the manifest says', () => {
    expect(allRoutes.filter((route) => route.issuesSessions).map(nameOf)).toEqual([
      'POST /api/login',
      'GET /api/token/refresh',
    ]);
  });

  it('can be read by exactly the functions whose manifest entry issues sessions, and by no other', () => {
    const issuing = allRoutes
      .filter((route) => route.issuesSessions)
      .map((route) => functionIdOf(synth.resources, route))
      .sort();
    expect(readersOf(signingKeyId())).toEqual(issuing);
  });

  it('is named to the issuing functions only (SESSION_SIGNING_KEY_ARN), never given as a value', () => {
    for (const route of allRoutes) {
      const env = synth.resources[functionIdOf(synth.resources, route)]!.Properties.Environment.Variables;
      expect({ route: nameOf(route), arn: env.SESSION_SIGNING_KEY_ARN }).toEqual({
        route: nameOf(route),
        arn: route.issuesSessions ? ref(signingKeyId()) : undefined,
      });
      expect(env.SESSION_SIGNING_KEY).toBeUndefined();
    }
  });

  it('is written by the generator, which may not read it back', () => {
    const [generatorId] = ofType(synth.resources, 'AWS::Lambda::Function').find(
      ([, fn]) => fn.Properties.Description === SESSION_KEY_GENERATOR,
    )!;
    const secretGrants = grantsOf(synth.resources, generatorId).filter((grant) =>
      grant.actions.some((action) => action.startsWith('secretsmanager:')),
    );
    expect(secretGrants).toEqual([
      {
        actions: ['secretsmanager:PutSecretValue'],
        resources: [ref(signingKeyId()), ref(verifyKeysId())],
      },
      { actions: ['secretsmanager:GetSecretValue'], resources: [ref(verifyKeysId())] },
    ]);
  });
});

describe('the public session keys', () => {
  it('can be read by every route function, which finds them in SESSION_VERIFY_KEYS_ARN', () => {
    for (const route of allRoutes) {
      const fnId = functionIdOf(synth.resources, route);
      const env = synth.resources[fnId]!.Properties.Environment.Variables;
      expect({ route: nameOf(route), arn: env.SESSION_VERIFY_KEYS_ARN }).toEqual({
        route: nameOf(route),
        arn: ref(verifyKeysId()),
      });
      expect(grantsOf(synth.resources, fnId).some((grant) => readsSecret(grant, verifyKeysId()))).toBe(true);
    }
  });
});

describe('generating the keys', () => {
  it('happens at deploy time: neither secret holds a value in the template, and no key is in it', () => {
    for (const id of [signingKeyId(), verifyKeysId()]) {
      expect(synth.resources[id]!.Properties.SecretString).toBeUndefined();
    }
    const template = JSON.stringify(synth.template.toJSON());
    expect(template).not.toMatch(/"kty"|"d":|PRIVATE KEY/);
  });

  it('comes before every function that uses the keys', () => {
    const [generatedId] = ofType(synth.resources, 'Custom::SessionKeys')[0]!;
    expect(synth.resources[generatedId]!.Properties).toMatchObject({
      SigningKeyArn: ref(signingKeyId()),
      VerifyKeysArn: ref(verifyKeysId()),
      Rotation: '',
    });
    for (const route of allRoutes) {
      const fn = synth.resources[functionIdOf(synth.resources, route)]!;
      expect({ route: nameOf(route), dependsOn: fn.DependsOn }).toEqual({
        route: nameOf(route),
        dependsOn: expect.arrayContaining([generatedId]),
      });
    }
  });

  it('runs again, rotating the pair, when the rotation setting changes', () => {
    const stack = new Stack(new App(), 'Keys');
    new SessionKeys(stack, 'SessionKeys', {
      rotation: '2027-01-15',
      code: Code.fromInline('exports.handler=1'),
    });
    Template.fromStack(stack).hasResourceProperties('Custom::SessionKeys', { Rotation: '2027-01-15' });
  });
});
