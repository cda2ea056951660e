import { Hono, type MiddlewareHandler } from 'hono';
import { decryptPassword, encryptPassword } from '../../../domain/auth/password-transport';
import { CRYPTO_MESSAGES, CryptoToolQuerySchema } from '../../../domain/tools/crypto-tool';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';

/**
 * §7 getDecryptedValue: AES (crypto-js) with the server's CRYPTO_TOOL_KEY; answers the text itself. The tool is
 * public, so `rateLimit` (CRYPTO_TOOL_RATE_LIMIT per address) keeps a script from using it as a decryption oracle.
 */
export function toolsRoutes(key: string, rateLimit: MiddlewareHandler) {
  return new Hono<AppEnv>().get('/getDecryptedValue', rateLimit, validate('query', CryptoToolQuerySchema), (c) => {
    const { type, content } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    if (type === 'encrypt') return c.text(encryptPassword(content, key));
    const plain = decryptPassword(content.trim(), key);
    return plain === null ? c.json({ message: CRYPTO_MESSAGES.decryptFailed }, 400) : c.text(plain);
  });
}
