/**
 * Runs before each unit test file loads: the environment the handlers read, as the global setup
 * gives the integration tests, but pointing at no service. A unit test fakes the table's client
 * (fake-table.ts); a call that escapes the fake goes to a closed port and fails at once, so a test
 * that needs the real store cannot pass here by accident. This file's own process.env is a copy
 * (jest gives each test file one), so the integration tests running alongside keep theirs.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { applyEnvironment, localFunctionEnvironment } from '../../infra/local/environment';
import type { SessionKeyTexts } from '../../infra/session-keys/keys';
import { TEST_SETTINGS } from './test-settings';

const NO_SERVICE = 'http://127.0.0.1:1';

/**
 * A new ES256 key pair per file, made synchronously because the handlers' modules may read the keys
 * as soon as they load (infra/session-keys/keys.ts makes the same pair, asynchronously).
 */
function sessionKeys(): SessionKeyTexts {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomBytes(16).toString('base64url');
  const jwk = (key: typeof publicKey) => ({ ...key.export({ format: 'jwk' }), kid, alg: 'ES256' });
  return {
    signingKey: JSON.stringify(jwk(privateKey)),
    verifyKeys: JSON.stringify({ keys: [{ ...jwk(publicKey), use: 'sig' }] }),
  };
}

applyEnvironment({
  ...localFunctionEnvironment({
    appUrl: 'http://localhost:5173',
    // Where the chat's management API and the workers' Invoke endpoint would be: nowhere either.
    managementEndpoint: NO_SERVICE,
    dynamodbEndpoint: NO_SERVICE,
    sesEndpoint: NO_SERVICE,
    tableName: 'learnfree-unit',
    sessionKeys: sessionKeys(),
  }),
  ...TEST_SETTINGS,
});
