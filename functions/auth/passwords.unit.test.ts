import bcrypt from 'bcryptjs';
import { checkPassword, DUMMY_PASSWORD_HASH, hashPassword } from './passwords';

const emoji = (n: number) => '🔑'.repeat(n);

describe('password hashes', () => {
  it('mark their scheme and keep no trace of the password', async () => {
    const hash = await hashPassword('correct horse 1');
    expect(hash).toMatch(/^hmac-sha256\+bcrypt\$\$2[aby]\$\d\d\$/);
    expect(hash).not.toContain('horse');
  });

  it('tell apart passwords that differ only after their first 72 bytes', async () => {
    const hash = await hashPassword(`${emoji(18)}one`);
    expect(await checkPassword(`${emoji(18)}one`, hash)).toEqual({ matches: true, outdated: false });
    expect((await checkPassword(`${emoji(18)}two`, hash)).matches).toBe(false);
    const long = `${'a'.repeat(63)}b`;
    expect((await checkPassword(`${'a'.repeat(63)}c`, await hashPassword(long))).matches).toBe(false);
  });

  it('take the same password however the keyboard composed its accents (NFKC)', async () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    expect((await checkPassword(decomposed, await hashPassword(composed))).matches).toBe(true);
  });

  it('still verify a bare bcrypt hash from before the pre-hash, and say it wants replacing', async () => {
    const legacy = await bcrypt.hash('correct horse 1', 4);
    expect(await checkPassword('correct horse 1', legacy)).toEqual({ matches: true, outdated: true });
    expect(await checkPassword('wrong horse 1', legacy)).toEqual({ matches: false, outdated: false });
  });

  it('ask for a new hash when the configured cost changed', async () => {
    const before = process.env.BCRYPT_COST;
    try {
      await jest.isolateModulesAsync(async () => {
        process.env.BCRYPT_COST = '5';
        const atFive = await (await import('./passwords')).hashPassword('correct horse 1');
        process.env.BCRYPT_COST = '4';
        jest.resetModules();
        const { checkPassword: checkAtFour } = await import('./passwords');
        expect(await checkAtFour('correct horse 1', atFive)).toEqual({ matches: true, outdated: true });
      });
    } finally {
      process.env.BCRYPT_COST = before;
    }
  });

  it('never match the stand-in hash used for unknown addresses', async () => {
    expect((await checkPassword('', DUMMY_PASSWORD_HASH)).matches).toBe(false);
  });
});
