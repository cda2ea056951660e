import { TOOLS_PATHS } from '../../domain/tools/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';
import { publicRoute } from './screen-route';

export const devtoolsRoute = publicRoute(
  TOOLS_PATHS.developerOptions,
  withCatalogue('tools', () => import('../features/tools/developer-options-screen')),
  'DeveloperOptionsScreen',
);

export const cryptoToolRoute = publicRoute(
  TOOLS_PATHS.cryptoTool,
  withCatalogue('tools', () => import('../features/tools/crypto-tool-screen')),
  'CryptoToolScreen',
);

/** The tools module's app side (src/app/routes/app-modules.ts): its routes. */
export const TOOLS_APP_MODULE = {
  routes: [devtoolsRoute, cryptoToolRoute],
} satisfies AppModule;
