import * as v from 'valibot';

/** §5 and §8: the encrypt/decrypt tool's words, exactly as the seed has them (typo included). */
export const CRYPTO_MESSAGES = {
  needCipher: /*i18n*/ 'Please enter an encrypted value',
  needPlain: /*i18n*/ 'Please enter an palin text',
  decrypted: /*i18n*/ 'Decryption successful!',
  decryptFailed: /*i18n*/ 'Error decrypting the value!',
} as const;

const MAX = 10_000;

/** GET getDecryptedValue?content=&type=encrypt|decrypt (§7). */
export const CryptoToolQuerySchema = v.pipe(
  v.object({
    type: v.picklist(['encrypt', 'decrypt'], 'type must be encrypt or decrypt'),
    content: v.optional(v.pipe(v.string(), v.maxLength(MAX, `At most ${MAX} characters`)), ''),
  }),
  v.check(
    (q) => q.content.trim().length > 0,
    (issue) => (issue.input.type === 'decrypt' ? CRYPTO_MESSAGES.needCipher : CRYPTO_MESSAGES.needPlain),
  ),
);
