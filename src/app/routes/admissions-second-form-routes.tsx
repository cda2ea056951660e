import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

/** §2 /AdmissionFormForSmsk: the STUDENT ADMISSION FORM (second admission form) with its Upload toggle. */
export const admissionSecondFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.admissionFormForSmsk,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/admissions/second-form/second-form-screen'), 'SecondFormScreen'),
  ),
});
