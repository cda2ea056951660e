import { createRouter } from '@tanstack/react-router';
import { cryptoToolRoute, devtoolsRoute, iqacHomeRoute, iqacNewHomeRoute } from './public-routes';
import { examResultsRoute } from './examresults-route';
import { indexRoute } from './index-route';
import { resultRoute } from './results-title-route';
import { rootRoute } from './root-route';
import {
  appChangePasswordRoute, changePasswordRoute, createLoginsRoute, createUserRoute, emailSignInRoute, forgotPasswordRoute, loginRoute, registerModuleRoute,
  registerRoute, resetPasswordRoute,
} from './auth-routes';
import { adminMenusRoute, appFallbackRoute, appRootRoute, landingRoutes } from './landing-routes';
import { privacyRoute, returnsRoute, termsRoute } from './legal-routes';
import { maintenanceModeRoute, maintenanceRoute } from './maintenance-routes';
import { parentDashboardRoute } from './parents-routes';
import { comingSoonRoute, erpHomeRoute, restoreCredentialsRoute, roleDashboardRoute } from './entry-routes';

// Paths mirror src/domain/routes/known-paths.ts, which the server uses to answer 200 or 404.
const routeTree = rootRoute.addChildren([
  indexRoute, examResultsRoute, resultRoute, devtoolsRoute, cryptoToolRoute, iqacNewHomeRoute, iqacHomeRoute, termsRoute, privacyRoute, returnsRoute,
  loginRoute, emailSignInRoute, registerRoute, registerModuleRoute, forgotPasswordRoute, resetPasswordRoute,
  changePasswordRoute, appChangePasswordRoute, createLoginsRoute, createUserRoute, appRootRoute, adminMenusRoute, ...landingRoutes, appFallbackRoute,
  maintenanceRoute, maintenanceModeRoute, parentDashboardRoute,
  restoreCredentialsRoute, comingSoonRoute, erpHomeRoute, roleDashboardRoute,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
