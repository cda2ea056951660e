import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * §3: the sign-up password travels AES-encrypted (crypto-js, passphrase mode). The passphrase ships in
 * the app, so this only keeps the password out of casual view in request logs; TLS protects it in transit
 * and the server stores nothing but a scrypt hash of the decrypted value.
 */
export function encryptPassword(plain: string, passphrase: string): string {
  return AES.encrypt(plain, passphrase).toString();
}

/** What every passphrase-mode ciphertext starts with: base64 of OpenSSL's "Salted__" header. */
const SALTED_PREFIX = 'U2FsdGVkX1';

/** The plain password, or null when the text is not a ciphertext of this passphrase. */
export function decryptPassword(cipher: string, passphrase: string): string | null {
  // Without the salt header crypto-js would derive the key from a random salt and answer random bytes,
  // which now and then decode as a short "password": refuse anything that is not a salted ciphertext.
  if (!cipher.startsWith(SALTED_PREFIX)) return null;
  try {
    const plain = AES.decrypt(cipher, passphrase).toString(Utf8);
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
