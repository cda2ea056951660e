import { createRoute, redirect } from '@tanstack/react-router';
import { landingFor } from '../../domain/auth/roles';
import { HomeScreen } from '../features/home/home-screen';
import { currentUser } from '../lib/session';
import { rootRoute } from './root-route';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // §2: a signed-in user who chose Remember me goes straight to their role's landing.
  beforeLoad: () => {
    const user = currentUser();
    if (user?.remember) throw redirect({ to: landingFor(user.roles) as '/' });
  },
  component: HomeScreen,
});
