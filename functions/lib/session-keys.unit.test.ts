/** Finding the public key a token names, and reading the keys again for one it has not seen. */
import type { CryptoKey } from 'jose';
import { warmContainer } from '../../test/support/warm-container';
import { keyFinder, UNKNOWN_KEY_REREAD_MS, type VerifyKeys } from './session-keys';

const key = (name: string) => ({ name }) as unknown as CryptoKey;
const beforeRotation: VerifyKeys = new Map([['k1', key('first')]]);
const afterRotation: VerifyKeys = new Map([
  ['k2', key('second')],
  ['k1', key('first')],
]);

/** Keys as a container sees them: what it keeps (`kept`), and what a fresher read finds (`stored`). */
function keys(kept: VerifyKeys, stored: VerifyKeys) {
  const { asked, read } = warmContainer(kept, stored);
  return { asked, find: keyFinder(read) };
}

it('finds the key a token names without reading the keys again', async () => {
  const container = keys(beforeRotation, afterRotation);
  expect(await container.find({ alg: 'ES256', kid: 'k1' })).toEqual(key('first'));
  expect(container.asked).toEqual([undefined]);
});

it('reads the keys again, no older than 30 s, for a key id it has not seen: a rotation reaches it', async () => {
  const container = keys(beforeRotation, afterRotation);
  expect(await container.find({ alg: 'ES256', kid: 'k2' })).toEqual(key('second'));
  expect(container.asked).toEqual([undefined, UNKNOWN_KEY_REREAD_MS]);
});

it('answers no key for a key id that is not there after reading again', async () => {
  const container = keys(beforeRotation, afterRotation);
  expect(await container.find({ alg: 'ES256', kid: 'unknown' })).toBeNull();
});

it('reads nothing for a token of another algorithm or without a key id', async () => {
  const container = keys(beforeRotation, afterRotation);
  for (const header of [{ alg: 'HS256', kid: 'k1' }, { alg: 'none', kid: 'k1' }, { alg: 'ES256' }]) {
    expect(await container.find(header)).toBeNull();
  }
  expect(container.asked).toEqual([]);
});
