/**
 * scrypt's cost N for new password hashes: 16384 (2^14, about 60 ms a hash on one core) unless PASSWORD_SCRYPT_N names
 * another power of two from 1024 to 65536. Read on its own, not in loadConfig: the seed and the command-line tools hash
 * passwords without a server's config. The unit and API suite sets 1024 (vitest.config.ts), as it signs in thousands
 * of times; a stored hash carries its own N, so verifying always follows the hash it reads.
 */
export function passwordScryptCost(value = process.env.PASSWORD_SCRYPT_N): number {
  if (value === undefined || value === '') return 16384;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 65536 || (n & (n - 1)) !== 0)
    throw new Error('PASSWORD_SCRYPT_N must be a power of two from 1024 to 65536');
  return n;
}
