/**
 * A cold start pays for every module a function loads. The AWS clients few calls need are loaded at
 * their first use: Secrets Manager only where a secret is given by ARN (in the cloud, once per
 * container), API Gateway's management client only when a session's end closes sockets. Loading
 * the HTTP wrapper, which every route has, or the chat's posting code loads neither.
 */
const SECRETS = '@aws-sdk/client-secrets-manager';
const MANAGEMENT = '@aws-sdk/client-apigatewaymanagementapi';

let loaded: string[] = [];

beforeEach(() => {
  loaded = [];
  jest.resetModules();
  jest.doMock(SECRETS, () => {
    loaded.push(SECRETS);
    return {
      SecretsManagerClient: class {
        send = async () => ({ SecretString: 'the secret' });
      },
      GetSecretValueCommand: class {},
    };
  });
  jest.doMock(MANAGEMENT, () => {
    loaded.push(MANAGEMENT);
    return jest.requireActual(MANAGEMENT);
  });
});

test('loading the HTTP wrapper and the chat posting code loads no Secrets Manager or management client', () => {
  require('../runtime/http');
  require('./ws-management');
  require('./invoke');
  expect(loaded).toEqual([]);
});

test('the Secrets Manager client is loaded by the first read of a secret given by ARN', async () => {
  const { cachedSecret } = require('./secrets') as typeof import('./secrets');
  const read = cachedSecret((text) => text, 60_000);
  expect(loaded).toEqual([]);
  expect(await read('arn:aws:secretsmanager:us-east-1:123456789012:secret:origin')).toBe('the secret');
  expect(loaded).toEqual([SECRETS]);
});
