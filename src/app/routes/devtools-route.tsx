import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DeveloperOptionsScreen } from '../features/tools/developer-options-screen';
import { rootRoute } from './root-route';

export const devtoolsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/devtools', component: DeveloperOptionsScreen });

export const cryptoToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/encrypt-decrypt',
  component: lazyRouteComponent(() => import('../features/tools/crypto-tool-screen'), 'CryptoToolScreen'),
});
