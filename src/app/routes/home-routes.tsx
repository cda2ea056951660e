import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { landingFor } from '../../domain/auth/roles';
import { ComingSoonSearchSchema } from '../../domain/home/coming-soon';
import { startScreenData } from '../lib/route-data';
import { currentUser } from '../lib/session';
import { withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { HOME_PATHS } from '../../domain/home/paths';
import type { AppModule } from './app-module';
import { publicRoute } from './screen-route';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: HOME_PATHS.home,
  // §2: a signed-in user who chose Remember me goes straight to their role's landing.
  beforeLoad: () => {
    const user = currentUser();
    if (user?.remember) throw redirect({ to: landingFor(user.roles) as '/' });
  },
  // About Us and Contact Us (imported here, beside the screen's own chunk, so other pages' first load leaves it out).
  loader: ({ context }) =>
    import('../features/home/home-queries').then((m) => startScreenData(context.queryClient, m.homeQueries.contact())),
  // A chunk of its own: every other screen's first load leaves the home page's tiles, dialogs and install button out.
  component: lazyRouteComponent(
    withCatalogue('home', () => import('../features/home/home-screen')),
    'HomeScreen',
  ),
});

/** §2 /erphome: the module home with circular cards. */
export const erpHomeRoute = publicRoute(
  HOME_PATHS.erpHome,
  withCatalogue('home', () => import('../features/home/erp-home-screen')),
  'ErpHomeScreen',
);

const comingSoonScreen = lazyRouteComponent(
  withCatalogue('home', () => import('../features/home/coming-soon-screen')),
  'ComingSoonScreen',
);

/** §2 /coming-soon?module={home tile title}: a function the product does not have yet. */
export const comingSoonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: HOME_PATHS.comingSoon,
  validateSearch: (search) => v.parse(ComingSoonSearchSchema, search),
  component: function ComingSoonRoute() {
    const ComingSoonScreen = comingSoonScreen;
    return <ComingSoonScreen module={comingSoonRoute.useSearch().module} />;
  },
});

/** The home module's app side (src/app/routes/app-modules.ts): its routes. */
export const HOME_APP_MODULE = {
  routes: [indexRoute, erpHomeRoute, comingSoonRoute],
} satisfies AppModule;
