import { CRYPTO_TOOL_RATE_WINDOW_MS } from '../../config';
import { addressRateLimit } from '../../http/address-rate-limit';
import type { ServerModule } from '../server-module';
import { toolsRoutes } from './routes';

/** The encrypt/decrypt tool, limited per client address. */
export const toolsModule: ServerModule = {
  name: 'tools',
  mount: '/app',
  permissions: {
    'GET /api/app/getDecryptedValue': 'public',
  },
  summaries: {
    'GET /api/app/getDecryptedValue': 'Encrypt or decrypt a text (query content, type=encrypt|decrypt)',
  },
  build: ({ config, attempts, address }) => ({
    router: toolsRoutes(
      config.cryptoToolKey,
      addressRateLimit(attempts, 'crypto-tool', config.cryptoToolRateLimit, CRYPTO_TOOL_RATE_WINDOW_MS, address),
    ),
  }),
};
