import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { ACCREDITATION_PATHS } from '../../domain/accreditation/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const iqacHome = lazyRouteComponent(
  withCatalogue('accreditation', () => import('../features/accreditation/iqac-home-screen')),
  'IqacHomeScreen',
);
/** §2 accreditation landing, at both of the seed's addresses. */
export const iqacNewHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ACCREDITATION_PATHS.iqacNewHome,
  component: iqacHome,
});
export const iqacHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ACCREDITATION_PATHS.iqacHome,
  component: iqacHome,
});

/** The accreditation module's app side (src/app/routes/app-modules.ts): its routes. */
export const ACCREDITATION_APP_MODULE = {
  routes: [iqacNewHomeRoute, iqacHomeRoute],
} satisfies AppModule;
