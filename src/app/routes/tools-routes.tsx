import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';

export const devtoolsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.developerOptions,
  component: lazyRouteComponent(() => import('../features/tools/developer-options-screen'), 'DeveloperOptionsScreen'),
});

export const cryptoToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.cryptoTool,
  component: lazyRouteComponent(() => import('../features/tools/crypto-tool-screen'), 'CryptoToolScreen'),
});
