import { passwordScryptCost } from '../config';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** Enough memory for the largest cost allowed (128 × N × r bytes: 64 MB at 65536). */
const MAX_MEMORY = 128 * 1024 * 1024;
const PARAMS = { N: passwordScryptCost(), r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** scrypt with a per-user salt, stored as scrypt$N$r$p$salt$hash (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compared against when the user name is unknown, so both failures take the same time (same cost as a real hash). */
export const UNKNOWN_USER_HASH = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, 'A'.repeat(22), 'A'.repeat(43)].join('$');

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}
