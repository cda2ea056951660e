import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a mailed link; only its SHA-256 is stored. */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: tokenId(token) };
}

export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
