import { signedInRoute } from './screen-route';
import { USERS_PATHS } from '../../domain/users/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

export const createLoginsRoute = signedInRoute(
  USERS_PATHS.createLogins,
  withCatalogue(['users', 'auth'], () => import('./account-screens')),
  'CreateLoginsScreen',
);

export const createUserRoute = signedInRoute(
  USERS_PATHS.createUser,
  withCatalogue(['users', 'auth'], () => import('./account-screens')),
  'CreateUserScreen',
);

/** The users module's app side (src/app/routes/app-modules.ts): its routes. */
export const USERS_APP_MODULE = {
  routes: [createLoginsRoute, createUserRoute],
} satisfies AppModule;
