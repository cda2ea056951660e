import { scryptSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../../src/server/auth/password-hash';
import { passwordScryptCost as scryptCost } from '../../src/server/config';

describe('password hashes (scrypt)', () => {
  it('costs 16384 unless PASSWORD_SCRYPT_N names a power of two from 1024 to 65536', () => {
    expect(scryptCost('')).toBe(16384);
    expect(scryptCost('1024')).toBe(1024);
    expect(scryptCost('65536')).toBe(65536);
    for (const bad of ['512', '131072', '3000', 'many', '1024.5'])
      expect(() => scryptCost(bad), bad).toThrow('PASSWORD_SCRYPT_N must be a power of two from 1024 to 65536');
  });

  it('stores its cost with the hash, and verifies by the cost stored, not the current one', async () => {
    const stored = await hashPassword('Campus@2026');
    const [scheme, n, r, p] = stored.split('$');
    expect([scheme, Number(n), r, p]).toEqual(['scrypt', scryptCost(process.env.PASSWORD_SCRYPT_N), '8', '1']);
    expect(await verifyPassword('Campus@2026', stored)).toBe(true);
    expect(await verifyPassword('campus@2026', stored)).toBe(false);
    // A hash made at production's cost (an account from before a change of PASSWORD_SCRYPT_N) still verifies.
    const salt = randomBytes(16);
    const key = scryptSync('Campus@2026', salt, 32, { N: 16384, r: 8, p: 1 });
    const production = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Campus@2026', production)).toBe(true);
  });

  it('compares an unknown user name against a hash of the same cost, which no password matches', async () => {
    expect(UNKNOWN_USER_HASH.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(scryptCost(process.env.PASSWORD_SCRYPT_N)),
      '8',
      '1',
    ]);
    expect(await verifyPassword('', UNKNOWN_USER_HASH)).toBe(false);
  });
});
