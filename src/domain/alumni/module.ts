import type { DomainModule } from '../domain-module';
import { ALUMNI_DIRECTORY_ROLES, ALUMNI_HISTORY_ROLES, ALUMNI_REGISTRATION_ROLES } from './access';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The alumni module's manifest: its signed-in screens (the account page is public, so not among them). Their
 * addresses are read through APP_PATHS, the one object of every address the menus' tables already load.
 */
export const ALUMNI_MODULE: DomainModule = {
  name: 'alumni',
  screens: {
    [APP_PATHS.alumniRegistration]: { access: ALUMNI_REGISTRATION_ROLES },
    [APP_PATHS.alumniHistory]: { access: ALUMNI_HISTORY_ROLES },
    [APP_PATHS.alumniDirectory]: { access: ALUMNI_DIRECTORY_ROLES },
  },
};
