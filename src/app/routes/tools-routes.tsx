import { TOOLS_PATHS } from '../../domain/tools/paths';
import type { AppModule } from './app-module';
import { publicRoute } from './screen-route';

export const devtoolsRoute = publicRoute(
  TOOLS_PATHS.developerOptions,
  () => import('../features/tools/developer-options-screen'),
  'DeveloperOptionsScreen',
);

export const cryptoToolRoute = publicRoute(
  TOOLS_PATHS.cryptoTool,
  () => import('../features/tools/crypto-tool-screen'),
  'CryptoToolScreen',
);

/** The tools module's app side (src/app/routes/app-modules.ts): its routes. */
export const TOOLS_APP_MODULE = {
  routes: [devtoolsRoute, cryptoToolRoute],
} satisfies AppModule;
