import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { landingFor } from '../../domain/auth/roles';
import { ComingSoonSearchSchema } from '../../domain/home/coming-soon';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { startScreenData } from '../lib/route-data';
import { currentUser } from '../lib/session';
import { rootRoute } from './root-route';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.home,
  // §2: a signed-in user who chose Remember me goes straight to their role's landing.
  beforeLoad: () => {
    const user = currentUser();
    if (user?.remember) throw redirect({ to: landingFor(user.roles) as '/' });
  },
  // About Us and Contact Us (imported here, beside the screen's own chunk, so other pages' first load leaves it out).
  loader: ({ context }) =>
    import('../features/home/home-queries').then((m) => startScreenData(context.queryClient, m.homeQueries.contact())),
  // A chunk of its own: every other screen's first load leaves the home page's tiles, dialogs and install button out.
  component: lazyRouteComponent(() => import('../features/home/home-screen'), 'HomeScreen'),
});

/** §2 /erphome: the module home with circular cards. */
export const erpHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.erpHome,
  component: lazyRouteComponent(() => import('../features/home/erp-home-screen'), 'ErpHomeScreen'),
});

const comingSoonScreen = lazyRouteComponent(() => import('../features/home/coming-soon-screen'), 'ComingSoonScreen');

/** §2 /coming-soon?module={home tile title}: a function the product does not have yet. */
export const comingSoonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.comingSoon,
  validateSearch: (search) => v.parse(ComingSoonSearchSchema, search),
  component: function ComingSoonRoute() {
    const ComingSoonScreen = comingSoonScreen;
    return <ComingSoonScreen module={comingSoonRoute.useSearch().module} />;
  },
});
