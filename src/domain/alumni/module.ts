import type { DomainModule } from '../domain-module';
import { ALUMNI_DIRECTORY_ROLES, ALUMNI_HISTORY_ROLES, ALUMNI_REGISTRATION_ROLES } from './access';
import { ALUMNI_PATHS } from './paths';

/** The alumni module's manifest: its signed-in screens (the account page is public, so not among them). */
export const ALUMNI_MODULE: DomainModule = {
  name: 'alumni',
  screens: {
    [ALUMNI_PATHS.alumniRegistration]: { access: ALUMNI_REGISTRATION_ROLES, title: 'Alumni Registration' },
    [ALUMNI_PATHS.alumniHistory]: { access: ALUMNI_HISTORY_ROLES, title: 'Alumni History' },
    [ALUMNI_PATHS.alumniDirectory]: { access: ALUMNI_DIRECTORY_ROLES, title: 'Alumni Directory' },
  },
};
