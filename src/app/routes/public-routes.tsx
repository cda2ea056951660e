import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DeveloperOptionsScreen } from '../features/tools/developer-options-screen';
import { rootRoute } from './root-route';

export const devtoolsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/devtools', component: DeveloperOptionsScreen });

export const cryptoToolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/encrypt-decrypt',
  component: lazyRouteComponent(() => import('../features/tools/crypto-tool-screen'), 'CryptoToolScreen'),
});

const iqacHome = lazyRouteComponent(() => import('../features/accreditation/iqac-home-screen'), 'IqacHomeScreen');
/** §2 accreditation landing, at both of the seed's addresses. */
export const iqacNewHomeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/iqacnewhome', component: iqacHome });
export const iqacHomeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/IQACHome', component: iqacHome });
