import { CRYPTO_TOOL_RATE_WINDOW_MS } from '../../config';
import { addressRateLimit } from '../../http/address-rate-limit';
import type { ServerModule } from '../server-module';
import { toolsOperations } from './operations';
import { toolsRoutes } from './routes';

/** The encrypt/decrypt tool, limited per client address. */
export const toolsModule: ServerModule = {
  name: 'tools',
  mount: '/app',
  permissions: {
    'GET /api/app/getDecryptedValue': 'public',
  },
  operations: toolsOperations,
  build: ({ config, attempts, address }) => ({
    router: toolsRoutes(
      config.cryptoToolKey,
      addressRateLimit(attempts, 'crypto-tool', config.cryptoToolRateLimit, CRYPTO_TOOL_RATE_WINDOW_MS, address),
    ),
  }),
};
