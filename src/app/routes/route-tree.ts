import { createRouter } from '@tanstack/react-router';
import { queryClient } from '../lib/query-client';
import { iqacHomeRoute, iqacNewHomeRoute } from './accreditation-routes';
import { facultyAchievementsRoute, outboxRoute } from './achievements-routes';
import {
  appChangePasswordRoute,
  changePasswordRoute,
  emailSignInRoute,
  forgotPasswordRoute,
  loginRoute,
  registerModuleRoute,
  registerRoute,
  resetPasswordRoute,
  restoreCredentialsRoute,
  unlockSignInRoute,
} from './auth-routes';
import { appRootRoute, landingRoutes, roleDashboardRoute } from './dashboards-routes';
import { comingSoonRoute, erpHomeRoute, indexRoute } from './home-routes';
import { privacyRoute, returnsRoute, termsRoute } from './legal-routes';
import { maintenanceModeRoute, maintenanceRoute } from './maintenance-routes';
import { alumniAccountRoute, alumniDirectoryRoute, alumniHistoryRoute, alumniRegistrationRoute } from './alumni-routes';
import { parentDashboardRoute } from './parents-routes';
import { examResultsRoute, resultRoute } from './results-routes';
import { rootRoute } from './root-route';
import { adminMenusRoute, appFallbackRoute } from './shell-routes';
import { cryptoToolRoute, devtoolsRoute } from './tools-routes';
import { createLoginsRoute, createUserRoute } from './users-routes';

// Every path comes from src/domain/routes/known-paths.ts, which the server also uses to answer 200 or 404.
export const routeTree = rootRoute.addChildren([
  indexRoute,
  erpHomeRoute,
  comingSoonRoute,
  examResultsRoute,
  resultRoute,
  devtoolsRoute,
  cryptoToolRoute,
  iqacNewHomeRoute,
  iqacHomeRoute,
  termsRoute,
  privacyRoute,
  returnsRoute,
  loginRoute,
  emailSignInRoute,
  registerRoute,
  registerModuleRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  unlockSignInRoute,
  changePasswordRoute,
  appChangePasswordRoute,
  restoreCredentialsRoute,
  createLoginsRoute,
  createUserRoute,
  appRootRoute,
  ...landingRoutes,
  roleDashboardRoute,
  maintenanceRoute,
  maintenanceModeRoute,
  adminMenusRoute,
  parentDashboardRoute,
  facultyAchievementsRoute,
  outboxRoute,
  alumniRegistrationRoute,
  alumniHistoryRoute,
  alumniDirectoryRoute,
  alumniAccountRoute,
  appFallbackRoute,
]);

export const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
