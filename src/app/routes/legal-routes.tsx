import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/** §2 legal pages: each its own small chunk, loaded when opened. */
export const termsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/terms', component: lazyRouteComponent(() => import('../features/legal/terms-screen'), 'TermsScreen') });
export const privacyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/privacy', component: lazyRouteComponent(() => import('../features/legal/privacy-screen'), 'PrivacyScreen') });
export const returnsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/return', component: lazyRouteComponent(() => import('../features/legal/returns-screen'), 'ReturnsScreen') });
