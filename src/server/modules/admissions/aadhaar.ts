import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Aadhaar at rest: AES-256-GCM with a random 96-bit nonce per value, and a keyed
 * HMAC-SHA-256 hash for uniqueness and search (equal numbers give equal hashes; without the key the
 * hash says nothing). Both keys are derived from AADHAAR_KEY with HKDF, one per purpose.
 */
export interface AadhaarVault {
  encrypt(aadhaar: string): string;
  decrypt(stored: string): string;
  hash(aadhaar: string): string;
}

const VERSION = 'v1';

export function aadhaarVault(passphrase: string): AadhaarVault {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', passphrase, 'campus-erp-aadhaar', info, 32));
  const encryptionKey = derive('encrypt');
  const hashKey = derive('hash');
  return {
    encrypt(aadhaar) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
        ':',
      );
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !iv || !tag || !body) throw new Error('Unreadable stored Aadhaar value');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
    hash(aadhaar) {
      return createHmac('sha256', hashKey).update(aadhaar).digest('hex');
    },
  };
}

export { maskAadhaar } from '../../../domain/admissions/aadhaar-mask';
