import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM for gateway keys at rest; the 256-bit key is derived once from GATEWAY_KEYS_SECRET. */
export function keyCipher(secret: string) {
  const key = scryptSync(secret, 'campus-erp/payment-gateway-keys', 32);
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join(':');
    },
    /** Throws when the text was not made with this secret or was altered. */
    decrypt(stored: string): string {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not an encrypted gateway key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type KeyCipher = ReturnType<typeof keyCipher>;
