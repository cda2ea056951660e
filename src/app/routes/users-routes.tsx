import { signedInRoute } from './screen-route';
import { USERS_PATHS } from '../../domain/users/paths';
import type { AppModule } from './app-module';

export const createLoginsRoute = signedInRoute(
  USERS_PATHS.createLogins,
  () => import('./account-screens'),
  'CreateLoginsScreen',
);

export const createUserRoute = signedInRoute(
  USERS_PATHS.createUser,
  () => import('./account-screens'),
  'CreateUserScreen',
);

/** The users module's app side (src/app/routes/app-modules.ts): its routes. */
export const USERS_APP_MODULE = {
  routes: [createLoginsRoute, createUserRoute],
} satisfies AppModule;
