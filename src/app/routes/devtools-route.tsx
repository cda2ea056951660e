import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const devtoolsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/devtools', component: lazyRouteComponent(() => import('../features/tools/developer-options-screen'), 'DeveloperOptionsScreen') });
