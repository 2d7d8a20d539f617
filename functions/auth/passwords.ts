/**
 * Password hashing. bcrypt reads only the first 72 bytes of its input, so 18 emoji and whatever
 * follows them would all be one password. Each password is therefore first reduced to a fixed-size
 * digest, HMAC-SHA-256 under a fixed domain key, and that digest (44 base64 characters, never a NUL
 * byte) is what bcrypt hashes. Every character of a password up to the 64-character limit counts.
 *
 * Why a fixed key and not a secret pepper: the pre-hash is there to make the input fit bcrypt, and
 * bcrypt's salt and cost are what resist guessing. A pepper would need a secret of its own that every
 * function that checks or sets a password can read, kept for as long as any hash made with it
 * exists (losing or rotating it locks out every account); that is a key-management burden for a
 * gain only when the table leaks without the secret. The domain key just keeps these digests
 * distinct from any other SHA-256 use of the same text.
 *
 * Hashes carry their scheme: `hmac-sha256+bcrypt$<bcrypt hash>`. A bare bcrypt hash is from before
 * the pre-hash; it still verifies, and the login that proves the password replaces it.
 */
import { createHmac } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { config } from '../lib/config';

const PREHASH_KEY = 'LearnFree password pre-hash v1';
const SCHEME = 'hmac-sha256+bcrypt$';

/**
 * Compared against when the address is unknown, so a login takes as long whether or not it exists.
 * A fixed hash of a random string nobody knows, at cost 10: computing one at load would add a bcrypt
 * round to every cold start of the account functions.
 */
export const DUMMY_PASSWORD_HASH = `${SCHEME}$2b$10$4w6VP8XQuv3pd53lhN4y6O/HjY9.VdydArCARjNzEygiWg7xJ1BUO`;

/**
 * NFKC first (NIST SP 800-63B 5.1.1.2), so the same password typed on two keyboards that compose
 * accents differently is the same password.
 */
const prehash = (password: string): string =>
  createHmac('sha256', PREHASH_KEY).update(password.normalize('NFKC'), 'utf8').digest('base64');

export async function hashPassword(password: string): Promise<string> {
  return SCHEME + (await bcrypt.hash(prehash(password), config.bcryptCost));
}

export interface PasswordCheck {
  matches: boolean;
  /** The password matched a hash of an older scheme or cost: store `hashPassword(password)` instead. */
  outdated: boolean;
}

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith(SCHEME)) {
    const hash = stored.slice(SCHEME.length);
    const matches = await bcrypt.compare(prehash(password), hash);
    return { matches, outdated: matches && bcrypt.getRounds(hash) !== config.bcryptCost };
  }
  // Before the pre-hash: bcrypt of the password itself (and only its first 72 bytes).
  const matches = await bcrypt.compare(password, stored);
  return { matches, outdated: matches };
}
